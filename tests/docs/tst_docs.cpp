// The prose names only what exists: every file, folder, option, environment variable and
// code name that README.md and docs/*.md cite in backquotes, and every local link, is
// looked up in the tree. Docs drift when code is renamed or moved; this catches it.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

class TestDocs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void citedNamesExist_data();
    void citedNamesExist();
    void linksResolve_data();
    void linksResolve();
    void checkerFindsWhatIsMissing();

private:
    // Why a cited name does not exist, or empty when it does.
    QString problemWith(const QString &cited, const QString &docFolder) const;

    QString m_root;
    QSet<QString> m_paths; // every file and folder, relative to the root
    QSet<QString> m_baseNames;
    QSet<QString> m_words; // every identifier and --option in code, scripts and build files
};

namespace {

// Names of other projects' APIs and files that the docs cite to explain ours.
const QSet<QString> &foreignNames()
{
    static const QSet<QString> names{"b2TestOverlap",
                                     "b2PolygonShape",
                                     "BodyEditorLoader",
                                     "PhysicsEditorParser",
                                     "setExistingBody",
                                     "SkeletonJson",
                                     "bitmask_overlap",
                                     "QSaveFile",
                                     "QTransform",
                                     "QImageReader",
                                     "QImage",
                                     "scanLine",
                                     "MapFormat",
                                     "CollisionPolygon2D",
                                     "CollisionShape2D",
                                     "RectangleShape2D",
                                     "CircleShape2D",
                                     "ConvexPolygonShape2D",
                                     "Area2D",
                                     "Node2D",
                                     "AnimationPlayer",
                                     "TYPE_HULL",
                                     "rigidBodies",
                                     "imagePath",
                                     "isSensor",
                                     "collisionFilter",
                                     "spriteSourceSize",
                                     "sourceSize",
                                     "frameTags",
                                     "centerOffset",
                                     "matter.add.sprite",
                                     "setFlipX",
                                     "Sprite.flip"};
    return names;
}

bool isCodeFile(const QString &name)
{
    static const QStringList suffixes{".h",
                                      ".cpp",
                                      ".c",
                                      ".sh",
                                      ".cmake",
                                      ".txt",
                                      ".mjs",
                                      ".js",
                                      ".gd",
                                      ".py",
                                      ".json",
                                      ".in",
                                      ".pc"};
    for (const QString &s : suffixes) {
        if (name.endsWith(s))
            return true;
    }
    return false;
}

QStringList docFiles(const QString &root)
{
    QStringList files{root + "/README.md"};
    const QDir docs(root + "/docs");
    for (const QString &name : docs.entryList({"*.md"}, QDir::Files, QDir::Name))
        files << docs.filePath(name);
    files << root + "/tests/benchmarks/README.md";
    return files;
}

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

// The backquoted spans of a Markdown text, outside fenced code blocks.
QStringList codeSpans(const QString &markdown)
{
    QStringList spans;
    bool fenced = false;
    static const QRegularExpression span(QStringLiteral("`([^`\\n]+)`"));
    for (const QString &line : markdown.split('\n')) {
        if (line.trimmed().startsWith(QStringLiteral("```"))) {
            fenced = !fenced;
            continue;
        }
        if (fenced)
            continue;
        for (auto it = span.globalMatch(line); it.hasNext();)
            spans << it.next().captured(1).trimmed();
    }
    return spans;
}

} // namespace

void TestDocs::initTestCase()
{
    m_root = qEnvironmentVariable("HITBOX_SOURCE_DIR");
    QVERIFY2(QDir(m_root).exists("README.md"), "HITBOX_SOURCE_DIR must name the source tree");
    static const QRegularExpression word(QStringLiteral("--?[A-Za-z][A-Za-z0-9-]*|[A-Za-z_]\\w*"));
    QDirIterator it(
            m_root, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    const QDir root(m_root);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = root.relativeFilePath(path);
        if (relative.startsWith(".git") || relative.startsWith("build")
            || relative.contains("node_modules") || relative.startsWith("bench-results"))
            continue;
        if (relative.startsWith("tests/docs/")) // this test names what does not exist
            continue;
        m_paths.insert(relative);
        m_baseNames.insert(it.fileName());
        if (it.fileInfo().isFile() && isCodeFile(it.fileName())
            && it.fileInfo().size() < 4'000'000) {
            const QString text = readText(path);
            for (auto m = word.globalMatch(text); m.hasNext();)
                m_words.insert(m.next().captured(0));
        }
    }
    QVERIFY(m_words.contains("evaluatePipeline"));
    QVERIFY(m_paths.contains("core/model"));
}

QString TestDocs::problemWith(const QString &cited, const QString &docFolder) const
{
    // A path: in one of the tree's top folders (or the include roots app/ and core/), or a
    // bare source file name. Other slashed words are format fields ("metadata/x") or
    // other projects' files.
    static const QRegularExpression pathLike(QStringLiteral(
            "^(app|core|cli|tests|scripts|docs|resources|cmake|tools|examples|\\.ci|"
            "base|icons|document|commands|canvas|tools|docks|frames|shapes|roles|export|files|"
            "trace|preview|window|collision|model|loaders|layering|benchmarks|fuzz|node|godot)"
            "(/[A-Za-z0-9_\\-.]+)*/?$|^[A-Za-z0-9_\\-]+\\.(h|cpp|sh|cmake|mjs|gd)$"));
    static const QRegularExpression option(QStringLiteral("^(--[a-z][a-z0-9-]*)"));
    static const QRegularExpression envVar(QStringLiteral("^(HITBOX_[A-Z0-9_]+)"));
    static const QRegularExpression codeName(QStringLiteral(
            "^([A-Za-z_][A-Za-z0-9_]*::)*([a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*)"
            "(\\(.*\\))?$"));

    if (cited.contains(' ') && !cited.startsWith("--"))
        return {}; // a command line or a phrase: its parts are not names on their own
    if (pathLike.match(cited).hasMatch() && !cited.contains('<') && !cited.contains('*')) {
        QString path = cited;
        if (path.endsWith('/'))
            path.chop(1);
        if (path.startsWith("build/") || path.startsWith("build-") || path.startsWith("/")
            || path.startsWith("bench-results"))
            return {}; // made by the scripts
        // As written, from the doc's folder, from an include root, a test's ctest name
        // (collision/ulp: tests/collision/tst_ulp.cpp) or a program named after its source.
        const QString test = QStringLiteral("tests/%1/tst_%2.cpp")
                                     .arg(path.section('/', 0, -2), path.section('/', -1));
        for (const QString &candidate : {path,
                                         QDir::cleanPath(docFolder + '/' + path),
                                         "app/" + path,
                                         "core/" + path,
                                         "tests/" + path,
                                         test,
                                         path + ".cpp",
                                         path + ".h"}) {
            if (m_paths.contains(candidate))
                return {};
        }
        if (path.count('/') == 1 && m_baseNames.contains("tst_" + path.section('/', 1) + ".cpp"))
            return {}; // a test in a subfolder of its area (loaders/box2dloader)
        if (!path.contains('/')
            && (m_baseNames.contains(path) || m_baseNames.contains(path + ".in")))
            return {}; // a bare name, or a header generated from NAME.in
        return QStringLiteral("no file or folder %1").arg(cited);
    }
    if (const auto m = option.match(cited); m.hasMatch()) {
        return m_words.contains(m.captured(1))
                       ? QString()
                       : QStringLiteral("no option %1 in the code").arg(m.captured(1));
    }
    if (cited.startsWith("HITBOX_") && cited.endsWith('*')) {
        // A family of names: HITBOX_VERSION_* must have at least one member.
        const QString prefix = cited.chopped(1);
        for (const QString &word : m_words) {
            if (word.startsWith(prefix))
                return {};
        }
        return QStringLiteral("no name starts with %1").arg(prefix);
    }
    if (const auto m = envVar.match(cited); m.hasMatch()) {
        return m_words.contains(m.captured(1))
                       ? QString()
                       : QStringLiteral("no environment variable %1").arg(m.captured(1));
    }
    if (const auto m = codeName.match(cited); m.hasMatch()) {
        QString name = cited;
        name = name.left(name.indexOf('(') < 0 ? name.size() : name.indexOf('('));
        if (foreignNames().contains(name))
            return {};
        // Every part of A::b must exist.
        for (const QString &part : name.split(QStringLiteral("::"))) {
            if (!part.isEmpty() && !m_words.contains(part) && !foreignNames().contains(part))
                return QStringLiteral("no name %1 in the code").arg(part);
        }
    }
    return {};
}

void TestDocs::citedNamesExist_data()
{
    QTest::addColumn<QString>("doc");
    for (const QString &file : docFiles(qEnvironmentVariable("HITBOX_SOURCE_DIR")))
        QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
}

void TestDocs::citedNamesExist()
{
    QFETCH(QString, doc);
    const QString folder = QDir(m_root).relativeFilePath(QFileInfo(doc).absolutePath());
    QStringList problems;
    for (const QString &cited : codeSpans(readText(doc))) {
        const QString problem = problemWith(cited, folder == "." ? QString() : folder);
        if (!problem.isEmpty())
            problems << problem;
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestDocs::linksResolve_data()
{
    citedNamesExist_data();
}

void TestDocs::linksResolve()
{
    QFETCH(QString, doc);
    static const QRegularExpression link(QStringLiteral("\\]\\(([^)\\s]+)\\)"));
    static const QRegularExpression heading(QStringLiteral("^#+\\s+(.*)$"),
                                            QRegularExpression::MultilineOption);
    const auto anchorsOf = [](const QString &markdown) {
        QSet<QString> anchors;
        for (auto it = heading.globalMatch(markdown); it.hasNext();) {
            // GitHub's slugs: lower case, punctuation dropped, spaces to dashes.
            QString slug = it.next().captured(1).toLower();
            slug.remove(QRegularExpression(QStringLiteral("[^\\w\\- ]")));
            slug.replace(' ', '-');
            anchors.insert(slug);
        }
        return anchors;
    };
    QStringList problems;
    const QString text = readText(doc);
    for (auto it = link.globalMatch(text); it.hasNext();) {
        const QString target = it.next().captured(1);
        if (target.startsWith("http://") || target.startsWith("https://"))
            continue;
        const QString file = target.section('#', 0, 0);
        const QString anchor = target.section('#', 1);
        const QString path = file.isEmpty() ? doc : QFileInfo(doc).absoluteDir().filePath(file);
        if (!QFileInfo::exists(path)) {
            problems << QStringLiteral("link to a missing file %1").arg(target);
            continue;
        }
        if (!anchor.isEmpty() && path.endsWith(".md")
            && !anchorsOf(readText(path)).contains(anchor))
            problems << QStringLiteral("link to a missing heading %1").arg(target);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestDocs::checkerFindsWhatIsMissing()
{
    // The checks above can fail: names that do not exist are reported, names that do pass.
    QVERIFY(!problemWith("maxImportedFramesNowhere", {}).isEmpty());
    QVERIFY(!problemWith("core/model/nosuchfile.cpp", {}).isEmpty());
    QVERIFY(!problemWith("--no-such-option", {}).isEmpty());
    QVERIFY(!problemWith("HITBOX_NO_SUCH_VARIABLE", {}).isEmpty());
    QVERIFY(!problemWith("RoleTable::noSuchMember", {}).isEmpty());
    QVERIFY(problemWith("evaluatePipeline", {}).isEmpty());
    QVERIFY(problemWith("RoleTable::filter", {}).isEmpty());
    QVERIFY(problemWith("core/model", {}).isEmpty());
    QVERIFY(problemWith("--tolerance", {}).isEmpty());
    QVERIFY(problemWith("HITBOX_GODOT_CHECK", {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestDocs)
#include "tst_docs.moc"
