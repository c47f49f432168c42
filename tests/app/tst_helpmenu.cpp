// The Help menu on the real main window: F1 opens the user guide shipped in the program
// (the README, whose links lead to the docs pages), the shortcut list is generated from
// the window's actions (checked against the actions found here), and About names the
// version and the bundled licences.

#include "window/helpactions.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

#include <functional>
#include <memory>

using namespace hitbox::editor;

class TestHelpMenu : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void menuHoldsHelp();
    void userGuideFollowsLinks();
    void shortcutsComeFromActions();
    void aboutNamesVersionAndLicences();
    void menusListEachShortcutOnce();

private:
    HelpActions *help() const { return m_window->helpActions(); }
    std::unique_ptr<MainWindow> m_window;
};

void TestHelpMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_helpmenu"));
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QApplication::setQuitOnLastWindowClosed(false);
}

void TestHelpMenu::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHelpMenu::cleanup()
{
    m_window.reset();
}

void TestHelpMenu::menuHoldsHelp()
{
    QMenu *menu = nullptr;
    for (QAction *action : m_window->menuBar()->actions()) {
        if (action->menu() && action->text() == QLatin1String("&Help"))
            menu = action->menu();
    }
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(help()->userGuideAction()));
    QVERIFY(menu->actions().contains(help()->shortcutsAction()));
    QVERIFY(menu->actions().contains(help()->aboutAction()));
    QCOMPARE(help()->userGuideAction()->shortcut(), QKeySequence(Qt::Key_F1));
}

void TestHelpMenu::userGuideFollowsLinks()
{
    // The README and every docs page are shipped.
    QVERIFY(QFile::exists(QStringLiteral(":/docs/README.md")));
    QVERIFY(QFile::exists(QStringLiteral(":/docs/docs/format.md")));
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QDialog *dialog = help()->lastDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("userGuideBrowser"));
    QVERIFY(browser);
    QVERIFY(browser->toPlainText().contains(QLatin1String("Hitbox Studio")));
    // A relative link of the README opens the page inside the guide.
    browser->setSource(browser->source().resolved(QUrl(QStringLiteral("docs/format.md"))));
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/docs/format.md")));
    QVERIFY(browser->toPlainText().contains(QLatin1String("document format")));
}

void TestHelpMenu::shortcutsComeFromActions()
{
    help()->shortcutsAction()->trigger();
    QDialog *dialog = help()->lastDialog();
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QVERIFY(table);
    // The oracle: the window's actions with a shortcut and a text, found here.
    QMap<QString, QString> expected;
    int count = 0;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        const QString text
                = QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("..."));
        if (action->shortcut().isEmpty() || text.isEmpty())
            continue;
        ++count;
        expected.insert(text, action->shortcut().toString(QKeySequence::NativeText));
    }
    QCOMPARE(table->rowCount(), count);
    QVERIFY(count > 20);
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString text = table->item(r, 0)->text();
        QVERIFY2(expected.contains(text), qPrintable(text));
        rows << text;
    }
    QVERIFY(rows.contains(QStringLiteral("Save")));
    QVERIFY(rows.contains(QStringLiteral("User Guide")));
    QStringList sorted = rows;
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
        return a.localeAwareCompare(b) < 0;
    });
    QCOMPARE(rows, sorted);
}

void TestHelpMenu::aboutNamesVersionAndLicences()
{
    help()->aboutAction()->trigger();
    QDialog *dialog = help()->lastDialog();
    QVERIFY(dialog);
    const QString text
            = dialog->findChild<QTextBrowser *>(QStringLiteral("aboutText"))->toPlainText();
    QVERIFY2(text.contains(QLatin1String("Hitbox Studio 9.8.7")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String(qVersion())));
    QVERIFY(text.contains(QLatin1String("Lesser General Public License")));
}

// Every key shown in the menus (and their submenus) means one action; the Sprite menu holds
// Rename and Remove; no menu says "Fit Share".
void TestHelpMenu::menusListEachShortcutOnce()
{
    QMap<QString, QString> owner;
    QStringList titles;
    std::function<void(const QMenu *)> walk = [&](const QMenu *menu) {
        titles << menu->title();
        for (const QAction *action : menu->actions()) {
            if (action->menu()) {
                walk(action->menu());
                continue;
            }
            const QString key = action->shortcut().toString(QKeySequence::NativeText);
            if (key.isEmpty() || owner.value(key) == action->objectName())
                continue;
            QVERIFY2(!owner.contains(key),
                     qPrintable(QStringLiteral("%1 is shown for %2 and %3")
                                        .arg(key, owner.value(key), action->objectName())));
            owner.insert(key, action->objectName());
        }
    };
    const QMenu *sprite = nullptr;
    for (const QAction *action : m_window->menuBar()->actions()) {
        if (!action->menu())
            continue;
        walk(action->menu());
        if (action->text() == QLatin1String("S&prite"))
            sprite = action->menu();
    }
    QVERIFY(owner.size() > 20);
    QCOMPARE(owner.value(QKeySequence(QKeySequence::Delete).toString(QKeySequence::NativeText)),
             QStringLiteral("deleteShapes"));
    QVERIFY(sprite);
    QStringList spriteActions;
    for (const QAction *action : sprite->actions())
        spriteActions << action->objectName();
    QVERIFY(spriteActions.contains(QStringLiteral("renameSprite")));
    QVERIFY(spriteActions.contains(QStringLiteral("removeSprites")));
    for (const QString &title : titles)
        QVERIFY2(!QString(title).remove(QLatin1Char('&')).contains(QLatin1String("Share")),
                 qPrintable(title));
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
