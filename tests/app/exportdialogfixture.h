#pragma once

// The fixture of the export dialog tests (tst_exportdialog, tst_exporttarget): the real
// main window (mainwindowfixture.h: ship with a 6-point hull, rock with a box and a
// circle, gem without shapes), File > Export As... answered from a timer through the
// dialog's widgets, and fake exporters (fakeexporter.h) installed for Godot (a folder,
// uses pixels per metre) and Phaser (one file).

#include "mainwindowfixture.h"

#include "export/exportactions.h"
#include "export/exportdialog.h"
#include "export/exporters.h"
#include "export/exportertesting.h"
#include "fakeexporter.h"

#include <QFile>
#include <QListWidget>
#include <QPushButton>

namespace hitbox::editor::mainwindowtest {

class ExportDialogFixture : public MainWindowFixture
{
protected:
    void installFakes(const char *testName)
    {
        initApplication(testName);
        setExporterForTesting(model::ExportFormat::Godot, &m_folderFake);
        setExporterForTesting(model::ExportFormat::Phaser, &m_fileFake);
    }
    static void removeFakes()
    {
        setExporterForTesting(model::ExportFormat::Godot, nullptr);
        setExporterForTesting(model::ExportFormat::Phaser, nullptr);
    }

    // Runs File > Export As... with the window interactive; `answer` drives the dialog
    // (then Export is clicked when `accept`, else Cancel). False when no dialog opened.
    bool exportAs(const std::function<void(ExportDialog *)> &answer, bool accept = true)
    {
        m_window->setInteractive(true);
        bool opened = false;
        QTimer timer;
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, m_window.get(), [&] {
            auto *dialog = qobject_cast<ExportDialog *>(QApplication::activeModalWidget());
            if (dialog && dialog->isVisible()) {
                timer.stop();
                opened = true;
                answer(dialog);
                waitForPreview(dialog);
                if (accept && dialog->isVisible())
                    QTest::mouseClick(child<QPushButton>(dialog, "exportButton"), Qt::LeftButton);
                if (dialog->isVisible()) // Export disabled, or a failed check: do not hang
                    dialog->reject();
            }
        });
        timer.start();
        m_window->exportActions()->exportAsAction()->trigger();
        timer.stop();
        m_window->setInteractive(false);
        return opened;
    }

    static void waitForPreview(ExportDialog *dialog) { QTRY_VERIFY(!dialog->isPlanning()); }

    template<typename T>
    static T *child(ExportDialog *dialog, const char *name)
    {
        auto *w = dialog->findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no %s in the export dialog", name);
        return w;
    }

    static void setChecked(QListWidget *list, const QString &name, bool checked)
    {
        const QList<QListWidgetItem *> items = list->findItems(name, Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        items.first()->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }

    // The lines of a list widget of the dialog ("exportProblems", "exportFiles").
    static QStringList lines(ExportDialog *dialog, const char *list = "exportProblems")
    {
        QStringList texts;
        auto *widget = child<QListWidget>(dialog, list);
        for (int i = 0; i < widget->count(); ++i)
            texts << widget->item(i)->text();
        return texts;
    }

    QString read(const QString &file) const
    {
        QFile f(path(file));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    exporttest::FakeExporter m_folderFake{model::ExportFormat::Godot, true};
    exporttest::FakeExporter m_fileFake{model::ExportFormat::Phaser, false};
};

} // namespace hitbox::editor::mainwindowtest
