#include "window/helpactions.h"

#include "base/makeaction.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace hitbox::editor {

namespace {

QDialog *newDialog(QWidget *parent, const QString &title, const QString &objectName)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    return dialog;
}

void addAboveButtons(QDialog *dialog, QWidget *widget)
{
    auto *layout = static_cast<QVBoxLayout *>(dialog->layout());
    layout->insertWidget(layout->count() - 1, widget, 1);
}

QString plainText(const QAction *action)
{
    return QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("..."));
}

} // namespace

HelpActions::HelpActions(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_userGuide = makeAction(window,
                             QIcon(),
                             tr("&User Guide"),
                             QKeySequence::HelpContents,
                             tr("Read the user guide: the README and the documentation"),
                             "userGuide");
    m_shortcuts = makeAction(window,
                             QIcon(),
                             tr("&Keyboard Shortcuts"),
                             QKeySequence(),
                             tr("List every keyboard shortcut and what it does"),
                             "keyboardShortcuts");
    m_about = makeAction(window,
                         QIcon(),
                         tr("&About Hitbox Studio"),
                         QKeySequence(),
                         tr("The version and the licences of what is bundled"),
                         "aboutHitboxStudio");
    m_aboutQt = makeAction(window,
                           QIcon(),
                           tr("About &Qt"),
                           QKeySequence(),
                           tr("Qt's version and licence"),
                           "aboutQt");
    for (QAction *action : {m_userGuide, m_shortcuts, m_about, m_aboutQt})
        window->addAction(action);
    connect(m_userGuide, &QAction::triggered, this, &HelpActions::showUserGuide);
    connect(m_shortcuts, &QAction::triggered, this, &HelpActions::showShortcuts);
    connect(m_about, &QAction::triggered, this, &HelpActions::showAbout);
    connect(m_aboutQt, &QAction::triggered, window, [window] { QMessageBox::aboutQt(window); });
}

QString HelpActions::aboutText()
{
    const QString version = QCoreApplication::applicationVersion();
    return tr("<h3>Hitbox Studio %1</h3>"
              "<p>A collision shape editor and library for 2D sprite games.</p>"
              "<p>Bundled: Qt %2 (Core, Gui, Widgets, Concurrent), used under the GNU "
              "Lesser General Public License version 3; see About Qt. The image formats "
              "come from Qt's plugins under the same licence.</p>")
            .arg(version.isEmpty() ? tr("(development build)") : version,
                 QString::fromLatin1(qVersion()));
}

void HelpActions::showUserGuide()
{
    QDialog *dialog
            = newDialog(m_window, tr("Hitbox Studio User Guide"), QStringLiteral("userGuide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuideBrowser"));
    browser->setOpenExternalLinks(true);
    browser->setSource(QUrl(QStringLiteral("qrc:/docs/README.md")));
    addAboveButtons(dialog, browser);
    dialog->resize(900, 700);
    opened(dialog);
}

void HelpActions::showShortcuts()
{
    QList<QAction *> actions;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (!action->shortcut().isEmpty() && !plainText(action).isEmpty())
            actions << action;
    }
    std::sort(actions.begin(), actions.end(), [](const QAction *a, const QAction *b) {
        return plainText(a).localeAwareCompare(plainText(b)) < 0;
    });
    QDialog *dialog = newDialog(m_window, tr("Keyboard Shortcuts"), QStringLiteral("shortcuts"));
    auto *table = new QTableWidget(int(actions.size()), 3, dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut"), tr("What it does")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    for (int r = 0; r < int(actions.size()); ++r) {
        const QAction *action = actions[r];
        table->setItem(r, 0, new QTableWidgetItem(plainText(action)));
        table->setItem(
                r, 1, new QTableWidgetItem(action->shortcut().toString(QKeySequence::NativeText)));
        table->setItem(r, 2, new QTableWidgetItem(action->statusTip()));
    }
    table->resizeColumnsToContents();
    addAboveButtons(dialog, table);
    dialog->resize(820, 640);
    opened(dialog);
}

void HelpActions::showAbout()
{
    QDialog *dialog = newDialog(m_window, tr("About Hitbox Studio"), QStringLiteral("about"));
    auto *text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setHtml(aboutText());
    addAboveButtons(dialog, text);
    dialog->resize(480, 300);
    opened(dialog);
}

void HelpActions::opened(QDialog *dialog)
{
    m_lastDialog = dialog;
    dialog->open();
}

} // namespace hitbox::editor
