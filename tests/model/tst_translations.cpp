// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Qt Linguist catalogues under translations/ are complete and consistent (issue 18,
// point 3): every message is translated (no type="unfinished"), none is left over from
// strings the sources no longer have (no "obsolete" or "vanished" entries: lupdate runs with
// -no-obsolete), each translation keeps the source's placeholders (%1..%99, %L1, %n) as a
// multiset, a plural message has the number of forms its language needs, and a text has at
// most one & accelerator ("&&" is a literal ampersand), and one exactly when the source has.
//
// Each message is also looked up at run time under the context lupdate files it in: the call
// at each <location> (a Q_DECLARE_TR_FUNCTIONS struct's tr(), a Q_OBJECT class's tr(),
// QCoreApplication::translate("Ctx", ...), QT_TRANSLATE_NOOP("Ctx", ...), or a file's own
// helper that calls QCoreApplication::translate("Ctx", text)) must name that context, or
// the translated text never reaches the screen.
//
// No text a user reads in the editor is left out: a string literal passed straight to a
// setter or constructor that shows it (setText, setToolTip, addAction, QLabel, QMessageBox,
// file dialog filters and the like) must go through tr(), unless it has no letters, is one
// technical word (an object name, settings key, icon name, path or file pattern), or carries
// a "// not translated: <reason>" comment on its line or the line above. And the catalogues
// hold what the sources say: lupdate, run on the sources into copies of them, adds and
// removes nothing.
//
// The checkers are tested too: crafted snippets and a copy of a real catalogue with one broken
// entry must make them report problems, so a passing run means something.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <optional>

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCatalogueIsBuilt();
    void catalogueIsComplete_data();
    void catalogueIsComplete();
    void checkerCatchesBrokenEntries_data();
    void checkerCatchesBrokenEntries();
    void checkerCatchesOneBrokenEntryInARealCatalogue();
    void runTimeContextIsTheCataloguesContext_data();
    void runTimeContextIsTheCataloguesContext();
    void contextCheckCatchesAMismatch_data();
    void contextCheckCatchesAMismatch();
    void everyUserVisibleTextIsMarkedForTranslation();
    void unmarkedTextCheckCatchesUnmarkedTexts_data();
    void unmarkedTextCheckCatchesUnmarkedTexts();
    void cataloguesHoldWhatTheSourcesSay();
};

namespace {

QString translationsDir()
{
    return QStringLiteral(SOURCE_DIR "/translations");
}

/// The catalogues the editor ships, and the language each one's header must name.
QMap<QString, QString> expectedCatalogues()
{
    return {{QStringLiteral("hexwright_de.ts"), QStringLiteral("de_DE")},
            {QStringLiteral("hexwright_fr.ts"), QStringLiteral("fr_FR")}};
}

/// How many plural forms a language has (Qt's numerus rules, as lrelease applies them).
int numerusForms(const QString &language)
{
    const QString lang = language.section(QLatin1Char('_'), 0, 0);
    static const QMap<QString, int> forms {
        {QStringLiteral("de"), 2}, {QStringLiteral("en"), 2}, {QStringLiteral("fr"), 2}};
    return forms.value(lang, 0);
}

/// The placeholders of a text, sorted: %1..%99, %L1..%L99 and %n each count once.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral(R"(%(?:L?[1-9][0-9]?|n))"));
    QStringList found;
    auto it = placeholder.globalMatch(text);
    while (it.hasNext())
        found.append(it.next().captured());
    found.sort();
    return found;
}

/// The accelerator marks of a text: "&" before a character, not "&&".
int accelerators(const QString &text)
{
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            ++count;
    }
    return count;
}

struct Message
{
    QString context;
    QString source;
    QString location;
    bool numerus = false;
    QString type; // the translation's type attribute: "", unfinished, obsolete, vanished
    bool hasTranslation = false;
    QStringList forms; // the translation, or its numerus forms
};

QString describe(const Message &m)
{
    return QStringLiteral("[%1] \"%2\"%3")
        .arg(m.context, m.source,
             m.location.isEmpty() ? QString()
                                  : QStringLiteral(" (") + m.location + QLatin1Char(')'));
}

void checkMessage(const Message &m, int expectedForms, QStringList &problems)
{
    const QString where = describe(m);
    if (!m.hasTranslation) {
        problems.append(QStringLiteral("no translation element: %1").arg(where));
        return;
    }
    if (!m.type.isEmpty()) {
        problems.append(QStringLiteral("%1 entry: %2").arg(m.type, where));
        return;
    }
    if (m.numerus && expectedForms > 0 && m.forms.size() != expectedForms) {
        problems.append(QStringLiteral("%1 plural forms, the language needs %2: %3")
                            .arg(m.forms.size())
                            .arg(expectedForms)
                            .arg(where));
    }
    if (m.numerus && !m.source.contains(QLatin1String("%n")))
        problems.append(QStringLiteral("plural message without %n in its source: %1").arg(where));
    const QStringList wanted = placeholders(m.source);
    const int sourceAccelerators = accelerators(m.source);
    for (const QString &form : m.forms) {
        if (form.isEmpty()) {
            problems.append(QStringLiteral("empty translation: %1").arg(where));
            continue;
        }
        const QStringList got = placeholders(form);
        if (got != wanted) {
            problems.append(
                QStringLiteral("placeholders %1 in \"%2\", the source has %3: %4")
                    .arg(got.join(QLatin1Char(' ')), form, wanted.join(QLatin1Char(' ')), where));
        }
        const int marks = accelerators(form);
        if (marks > 1)
            problems.append(
                QStringLiteral("%1 accelerators in \"%2\": %3").arg(marks).arg(form, where));
        else if ((marks == 1) != (sourceAccelerators == 1))
            problems.append(
                QStringLiteral("accelerator in \"%1\" but not in the source, or the other "
                               "way round: %2")
                    .arg(form, where));
    }
}

/**
 * The problems of a catalogue's text, one line each; empty when it is complete and
 * consistent. @p name only labels the lines.
 */
QStringList checkCatalogue(const QByteArray &xml, const QString &name, QString *language = nullptr)
{
    QStringList problems;
    QXmlStreamReader reader(xml);
    QString lang;
    QString context;
    int messages = 0;
    Message message;
    bool inMessage = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto tag = reader.name();
            if (tag == QLatin1String("TS")) {
                lang = reader.attributes().value(QLatin1String("language")).toString();
            } else if (tag == QLatin1String("name") && !inMessage) {
                context = reader.readElementText();
            } else if (tag == QLatin1String("message")) {
                message = Message();
                message.context = context;
                message.numerus
                    = reader.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                inMessage = true;
            } else if (inMessage && tag == QLatin1String("location")
                       && message.location.isEmpty()) {
                const auto attributes = reader.attributes();
                message.location = attributes.value(QLatin1String("filename")).toString()
                    + QLatin1Char(':') + attributes.value(QLatin1String("line")).toString();
            } else if (inMessage && tag == QLatin1String("source")) {
                message.source = reader.readElementText();
            } else if (inMessage && tag == QLatin1String("translation")) {
                message.hasTranslation = true;
                message.type = reader.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.forms.append(reader.readElementText());
            } else if (inMessage && tag == QLatin1String("numerusform")) {
                message.forms.append(reader.readElementText());
            }
        } else if (reader.isEndElement() && reader.name() == QLatin1String("message")) {
            inMessage = false;
            ++messages;
            checkMessage(message, numerusForms(lang), problems);
        }
    }
    if (reader.hasError())
        problems.append(
            QStringLiteral("%1: not a readable catalogue: %2").arg(name, reader.errorString()));
    if (lang.isEmpty())
        problems.append(QStringLiteral("%1: the TS header names no language").arg(name));
    else if (numerusForms(lang) == 0)
        problems.append(QStringLiteral("%1: no plural rule known for %2").arg(name, lang));
    if (messages == 0)
        problems.append(QStringLiteral("%1: no messages").arg(name));
    for (QString &problem : problems) {
        if (!problem.startsWith(name))
            problem.prepend(name + QStringLiteral(": "));
    }
    if (language)
        *language = lang;
    return problems;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/// A catalogue of one context around @p messages, the way lupdate writes it.
QByteArray snippet(const QString &messages, const QString &language = QStringLiteral("de_DE"))
{
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
                          "<TS version=\"2.1\" language=\"%1\">\n<context>\n    <name>Test</name>\n"
                          "%2</context>\n</TS>\n")
        .arg(language, messages)
        .toUtf8();
}

QString message(const QString &source, const QString &translation)
{
    return QStringLiteral(
               "    <message>\n        <source>%1</source>\n        %2\n    </message>\n")
        .arg(source, translation);
}

QString pluralMessage(const QString &source, const QStringList &forms, const QString &type = {})
{
    QString inner;
    for (const QString &form : forms)
        inner += QStringLiteral("            <numerusform>%1</numerusform>\n").arg(form);
    return QStringLiteral("    <message numerus=\"yes\">\n        <source>%1</source>\n"
                          "        <translation%2>\n%3        </translation>\n    </message>\n")
        .arg(source, type.isEmpty() ? QString() : QStringLiteral(" type=\"%1\"").arg(type), inner);
}

/// What the sources say about translation contexts: the classes that have a tr() of their
/// own, and for each file its helpers that translate under a fixed context.
struct TrSources
{
    QHash<QString, QString> declared; ///< class -> its Q_DECLARE_TR_FUNCTIONS context
    QSet<QString> qobjects; ///< classes with Q_OBJECT or Q_GADGET (context: the class)
    QHash<QString, QString> files; ///< path relative to the source dir -> contents
    QHash<QString, QHash<QString, QString>> helpers; ///< path -> helper name -> context

    void add(const QString &path, const QString &text)
    {
        static const QRegularExpression declare(QStringLiteral(
            R"x((?:class|struct)\s+(\w+)[^;{]*\{\s*Q_DECLARE_TR_FUNCTIONS\(\s*(\w+)\s*\))x"));
        static const QRegularExpression object(QStringLiteral(
            R"x((?:class|struct)\s+(?:\w+\s+)?(\w+)[^;{]*\{\s*(?:Q_OBJECT|Q_GADGET)\b)x"));
        static const QRegularExpression helper(
            QStringLiteral(R"x(QString\s+(\w+)\s*\([^)]*\)\s*\{\s*return\s+)x"
                           R"x(QCoreApplication::translate\(\s*"([^"]+)"\s*,\s*[A-Za-z_])x"));
        files.insert(path, text);
        for (auto it = declare.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            declared.insert(m.captured(1), m.captured(2));
        }
        for (auto it = object.globalMatch(text); it.hasNext();)
            qobjects.insert(it.next().captured(1));
        for (auto it = helper.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            helpers[path].insert(m.captured(1), m.captured(2));
        }
    }

    /// Local helpers a file can call: its own and those of the local headers it includes.
    QHash<QString, QString> helpersOf(const QString &path) const
    {
        QHash<QString, QString> found = helpers.value(path);
        static const QRegularExpression include(QStringLiteral(R"x(#include\s+"([^"]+)")x"));
        const QString dir = QFileInfo(path).path();
        for (auto it = include.globalMatch(files.value(path)); it.hasNext();) {
            const QString header = QDir::cleanPath(dir + QLatin1Char('/') + it.next().captured(1));
            for (auto [name, context] : helpers.value(header).asKeyValueRange())
                found.insert(name, context);
        }
        return found;
    }

    /// Problems with the message @p source of @p context whose call is at @p path : @p line.
    QString check(const QString &context, const QString &source, const QString &path,
                  int line) const
    {
        const QString where
            = QStringLiteral("%1:%2 [%3] \"%4\"").arg(path).arg(line).arg(context, source.left(60));
        const auto it = files.constFind(path);
        if (it == files.cend())
            return QStringLiteral("no such source file: ") + where;
        const QStringList lines = it->split(QLatin1Char('\n'));
        if (line < 1 || line > lines.size())
            return QStringLiteral("no such line: ") + where;
        const QString text = lines.at(line - 1);
        // The calls on the line: the last one before the text's first words is the one.
        static const QRegularExpression call(QStringLiteral(
            R"x(QT_TRANSLATE_NOOP3?\(\s*"([^"]+)"|)x"
            R"x(\b(?:QCoreApplication|QGuiApplication|QApplication)::translate\(\s*"([^"]+)"|)x"
            R"x(\b(\w+)::tr\(|(?<![\w:.>])(\w+)\()x"));
        const QString start = source.left(12).replace(QLatin1Char('"'), QLatin1String("\\\""));
        const qsizetype end = start.isEmpty() ? -1 : text.indexOf(QLatin1Char('"') + start);
        const QHash<QString, QString> local = helpersOf(path);
        QString expected;
        QString tokenFor;
        bool found = false;
        for (auto m = call.globalMatch(text); m.hasNext();) {
            const auto c = m.next();
            if (end >= 0 && c.capturedStart() > end)
                break;
            if (c.hasCaptured(1) || c.hasCaptured(2)) {
                expected = c.hasCaptured(1) ? c.captured(1) : c.captured(2);
            } else if (c.hasCaptured(3)) {
                const QString cls = c.captured(3);
                if (cls == QLatin1String("QObject"))
                    expected = cls;
                else if (declared.contains(cls))
                    expected = declared.value(cls);
                else if (qobjects.contains(cls))
                    expected = context.section(QStringLiteral("::"), -1) == cls ? context : cls;
                else
                    return QStringLiteral("%1::tr() but %1 has no Q_OBJECT or "
                                          "Q_DECLARE_TR_FUNCTIONS: ")
                               .arg(cls)
                        + where;
            } else {
                const QString name = c.captured(4);
                if (local.contains(name)) {
                    expected = local.value(name);
                } else if (name == QLatin1String("tr") || name == QLatin1String("QT_TR_NOOP")
                           || name == QLatin1String("QT_TR_N_NOOP")) {
                    // A member's tr(): lupdate names the enclosing class, which must have a
                    // tr() of its own (a subclass without Q_OBJECT looks up its base's).
                    const QString cls = context.section(QStringLiteral("::"), -1);
                    if (!qobjects.contains(cls) && !declared.contains(cls))
                        return QStringLiteral("tr() filed under %1, which has no Q_OBJECT or "
                                              "Q_DECLARE_TR_FUNCTIONS: ")
                                   .arg(context)
                            + where;
                    expected = declared.value(cls, context);
                } else {
                    continue;
                }
            }
            found = true;
        }
        if (!found)
            return QStringLiteral("no translation call on the line: ") + where;
        if (expected != context)
            return QStringLiteral("looked up under %1 at run time: ").arg(expected) + where;
        return {};
    }
};

/// The sources lupdate reads (translations/CMakeLists.txt).
const TrSources &projectSources()
{
    static const TrSources sources = [] {
        TrSources s;
        const QDir root(QStringLiteral(SOURCE_DIR));
        for (const char *dir : {"editor", "model", "validation", "app/gui"}) {
            QDirIterator it(root.filePath(QLatin1String(dir)),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                if (file.open(QIODevice::ReadOnly))
                    s.add(root.relativeFilePath(path), QString::fromUtf8(file.readAll()));
            }
        }
        return s;
    }();
    return sources;
}

struct Location
{
    QString context;
    QString source;
    QString file; ///< relative to the source dir
    int line = 0;
};

/// Every <location> of a catalogue, with its message's context and source.
QList<Location> locations(const QByteArray &xml)
{
    QList<Location> found;
    QXmlStreamReader reader(xml);
    QString context;
    QList<Location> pending;
    bool inMessage = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto tag = reader.name();
            if (tag == QLatin1String("name") && !inMessage) {
                context = reader.readElementText();
            } else if (tag == QLatin1String("message")) {
                inMessage = true;
                pending.clear();
            } else if (inMessage && tag == QLatin1String("location")) {
                const auto a = reader.attributes();
                Location l;
                l.context = context;
                l.file = QDir::cleanPath(a.value(QLatin1String("filename")).toString())
                             .remove(QRegularExpression(QStringLiteral("^(\\.\\./)+")));
                l.line = a.value(QLatin1String("line")).toInt();
                pending.append(l);
            } else if (inMessage && tag == QLatin1String("source")) {
                const QString source = reader.readElementText();
                for (Location &l : pending)
                    l.source = source;
            }
        } else if (reader.isEndElement() && reader.name() == QLatin1String("message")) {
            inMessage = false;
            found.append(pending);
        }
    }
    return found;
}

// --- Texts not marked for translation --------------------------------------------------

/// The comment that exempts a string literal from the check, on its line or the line above,
/// with the reason: "// not translated: the file format's own name".
bool exempted(const QString &line)
{
    static const QRegularExpression marker(QStringLiteral(R"(//\s*not translated:\s*\S)"));
    return line.contains(marker);
}

/// @p text with every comment blanked out (newlines kept, so offsets and lines still match),
/// and the insides of string and character literals too if @p literals says so: a call named
/// in a comment or a string is no call.
QString withoutComments(const QString &text, bool literals = false)
{
    QString code = text;
    const qsizetype n = text.size();
    const auto blank = [&](qsizetype from, qsizetype to) {
        for (qsizetype k = from; k < to && k < n; ++k) {
            if (code.at(k) != QLatin1Char('\n'))
                code[k] = QLatin1Char(' ');
        }
    };
    for (qsizetype i = 0; i < n;) {
        const QChar c = text.at(i);
        if (text.mid(i, 2) == QLatin1String("//")) {
            qsizetype end = text.indexOf(QLatin1Char('\n'), i);
            end = end < 0 ? n : end;
            blank(i, end);
            i = end;
        } else if (text.mid(i, 2) == QLatin1String("/*")) {
            qsizetype end = text.indexOf(QLatin1String("*/"), i + 2);
            end = end < 0 ? n : end + 2;
            blank(i, end);
            i = end;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            // A raw string R"x(...)x" has no escapes: skip to its end.
            if (c == QLatin1Char('"') && i > 0 && text.at(i - 1) == QLatin1Char('R')) {
                const qsizetype open = text.indexOf(QLatin1Char('('), i);
                const QString close
                    = QLatin1Char(')') + text.mid(i + 1, open - i - 1) + QLatin1Char('"');
                const qsizetype end = open < 0 ? -1 : text.indexOf(close, open);
                i = end < 0 ? n : end + close.size();
                if (literals)
                    blank(open, i);
                continue;
            }
            const qsizetype start = i + 1;
            for (++i; i < n && text.at(i) != c; ++i) {
                if (text.at(i) == QLatin1Char('\\'))
                    ++i;
            }
            if (literals)
                blank(start, i);
            ++i;
        } else {
            ++i;
        }
    }
    return code;
}

struct Span
{
    qsizetype begin = 0;
    qsizetype end = 0;
};

/// The top-level arguments of the bracket that opens at @p open ('(' or '{') in @p code.
QList<Span> bracketArguments(const QString &code, qsizetype open)
{
    QList<Span> arguments;
    int depth = 0;
    qsizetype start = open + 1;
    for (qsizetype j = open; j < code.size(); ++j) {
        const QChar c = code.at(j);
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            for (++j; j < code.size() && code.at(j) != c; ++j) {
                if (code.at(j) == QLatin1Char('\\'))
                    ++j;
            }
        } else if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
            if (--depth == 0) {
                arguments.append({start, j});
                return arguments;
            }
        } else if (c == QLatin1Char(',') && depth == 1) {
            arguments.append({start, j});
            start = j + 1;
        }
    }
    return arguments; // unbalanced: what was found
}

/// Whether @p text, a string literal's contents, can be shown untranslated: it has no letters
/// (placeholders, HTML tags and entities aside), or it is one word that is no sentence: an
/// object name, a settings key, an icon name, a resource path or a file pattern.
bool needsNoTranslation(const QString &text)
{
    static const QRegularExpression markup(QStringLiteral(R"(%L?\d+|%n|<[^>]*>|&\w+;)"));
    QString words = text;
    words.remove(markup);
    if (std::none_of(words.cbegin(), words.cend(), [](QChar c) { return c.isLetter(); }))
        return true;
    static const QRegularExpression space(QStringLiteral(R"(\s)"));
    if (text.contains(space))
        return false;
    static const QRegularExpression technical(QStringLiteral(R"([/:._*\-])"));
    return !text.at(0).isUpper() || text.contains(technical);
}

/// The first string literal an argument starts with ("...", QStringLiteral("..."),
/// QLatin1String("...") and the like): its contents and where they start in @p code.
std::optional<std::pair<QString, qsizetype>> leadingLiteral(const QString &code, Span span)
{
    // Not a raw string: moc's preprocessor loses its way in one with quotes inside.
    static const QRegularExpression literal(
        QStringLiteral("^\\s*(?:(?:QStringLiteral|QLatin1String|QLatin1StringView|"
                       "QString::fromUtf8|QString::fromLatin1|QStringView|QString)"
                       "\\s*\\(\\s*)?(?:u8|u|L)?\"((?:[^\"\\\\]|\\\\.)*)\""));
    const QRegularExpressionMatch match
        = literal.match(code.mid(span.begin, span.end - span.begin));
    if (!match.hasMatch())
        return std::nullopt;
    return std::make_pair(match.captured(1), span.begin + match.capturedStart(1));
}

/// One string literal a user would see untranslated: "file:line call \"text\"".
QStringList untranslatedTexts(const QString &path, const QString &text)
{
    // The calls whose text a user reads: setters, the constructors that take a text, and the
    // static dialogs (their titles, texts and file filters).
    static const QRegularExpression call(QStringLiteral(
        R"(\b(setText|setWindowTitle|setToolTip|setStatusTip|setWhatsThis|setPlaceholderText|)"
        R"(setTitle|setLabelText|addAction|addMenu|addTab|insertTab|setTabText|setTabToolTip|)"
        R"(setHeaderLabels|showMessage|setAccessibleName|setAccessibleDescription|setItemText|)"
        R"(addItem|addRow|setSuffix|setPrefix|setSpecialValueText|setEmptyLabel|)"
        R"(setInformativeText|setDetailedText)\s*\(|)"
        R"(\b((?:QMessageBox|QFileDialog|QInputDialog|QColorDialog|QFontDialog)::\w+)\s*\(|)"
        R"(\b(QLabel|QPushButton|QCheckBox|QGroupBox|QAction|QRadioButton|QToolButton|QMenu|)"
        R"(QDockWidget|QToolBar|QCommandLinkButton|QListWidgetItem|QTableWidgetItem|)"
        R"(QTreeWidgetItem|QStandardItem)\b\s*(?:\w+\s*)?[({])"));
    const QString code = withoutComments(text);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList found;
    for (auto it = call.globalMatch(withoutComments(text, true)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1) + match.captured(2) + match.captured(3);
        const QList<Span> arguments = bracketArguments(code, match.capturedEnd() - 1);
        QList<Span> texts = arguments;
        if (name == QLatin1String("setItemText") || name == QLatin1String("setTabText")
            || name == QLatin1String("setTabToolTip") || name == QLatin1String("insertTab")) {
            texts = arguments.mid(1); // after the index
        } else if (name == QLatin1String("addItem") && !arguments.isEmpty()) {
            // addItem(text, data) or addItem(icon, text, data): the data may be an id.
            const QString first = code.mid(arguments.first().begin,
                                           arguments.first().end - arguments.first().begin);
            texts = {arguments.first()};
            if (first.contains(QLatin1String("icon"), Qt::CaseInsensitive))
                texts = arguments.mid(1, 1);
        }
        // A list of texts ({"a", "b"}, QStringList {"a"}) is looked into.
        QList<Span> pieces;
        for (const Span &span : std::as_const(texts)) {
            static const QRegularExpression list(QStringLiteral(R"(^\s*(?:QStringList\s*)?\{)"));
            const QRegularExpressionMatch braces
                = list.match(code.mid(span.begin, span.end - span.begin));
            if (braces.hasMatch())
                pieces += bracketArguments(code, span.begin + braces.capturedEnd() - 1);
            else
                pieces.append(span);
        }
        for (const Span &piece : std::as_const(pieces)) {
            const auto literal = leadingLiteral(code, piece);
            if (!literal || needsNoTranslation(literal->first))
                continue;
            const int line = int(code.left(literal->second).count(QLatin1Char('\n')));
            if (exempted(lines.value(line)) || (line > 0 && exempted(lines.value(line - 1))))
                continue;
            found.append(QStringLiteral("%1:%2 %3 \"%4\"")
                             .arg(path)
                             .arg(line + 1)
                             .arg(name, literal->first));
        }
    }
    return found;
}

// --- Catalogues against the sources ------------------------------------------------------

/// The sources lupdate reads: the patterns of translations/CMakeLists.txt's glob.
QStringList lupdateSources()
{
    const QString cmake
        = QString::fromUtf8(readFile(translationsDir() + QStringLiteral("/CMakeLists.txt")));
    static const QRegularExpression pattern(
        QStringLiteral(R"(\$\{PROJECT_SOURCE_DIR\}/([\w/]+)/(\*\.\w+))"));
    QStringList files;
    const QDir root(QStringLiteral(SOURCE_DIR));
    for (auto it = pattern.globalMatch(cmake); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        QDirIterator entries(root.filePath(match.captured(1)), {match.captured(2)}, QDir::Files,
                             QDirIterator::Subdirectories);
        while (entries.hasNext())
            files.append(entries.next());
    }
    files.sort();
    files.removeDuplicates();
    return files;
}

/// "[context] source" of every message of a catalogue (with its comment, if any).
QSet<QString> messageKeys(const QByteArray &xml)
{
    QSet<QString> keys;
    QXmlStreamReader reader(xml);
    QString context;
    QString source;
    QString comment;
    bool inMessage = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto tag = reader.name();
            if (tag == QLatin1String("name") && !inMessage) {
                context = reader.readElementText();
            } else if (tag == QLatin1String("message")) {
                inMessage = true;
                source.clear();
                comment.clear();
            } else if (inMessage && tag == QLatin1String("source")) {
                source = reader.readElementText();
            } else if (inMessage && tag == QLatin1String("comment")) {
                comment = reader.readElementText();
            }
        } else if (reader.isEndElement() && reader.name() == QLatin1String("message")) {
            inMessage = false;
            keys.insert(
                QStringLiteral("[%1] \"%2\"%3")
                    .arg(context, source,
                         comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(comment)));
        }
    }
    return keys;
}

} // namespace

void TestTranslations::everyCatalogueIsBuilt()
{
    // The catalogues are listed in translations/CMakeLists.txt, so lupdate keeps them and
    // lrelease compiles them into the editor.
    const QString cmake
        = QString::fromUtf8(readFile(translationsDir() + QStringLiteral("/CMakeLists.txt")));
    QVERIFY2(!cmake.isEmpty(), "translations/CMakeLists.txt cannot be read");
    const QStringList onDisk
        = QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files);
    const auto expected = expectedCatalogues();
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QVERIFY2(onDisk.contains(it.key()), qPrintable(it.key() + QStringLiteral(" is missing")));
    for (const QString &file : onDisk) {
        QVERIFY2(cmake.contains(QStringLiteral("${CMAKE_CURRENT_SOURCE_DIR}/") + file),
                 qPrintable(file + QStringLiteral(" is not in HEXWRIGHT_TS_FILES")));
    }
    QVERIFY2(cmake.contains(QLatin1String("-no-obsolete")),
             "lupdate must run with -no-obsolete, or removed strings stay as obsolete entries");
}

void TestTranslations::catalogueIsComplete_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    const QStringList onDisk
        = QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files);
    const auto expected = expectedCatalogues();
    for (const QString &file : onDisk) {
        QTest::newRow(qPrintable(file))
            << translationsDir() + QLatin1Char('/') + file << expected.value(file);
    }
}

void TestTranslations::catalogueIsComplete()
{
    QFETCH(QString, path);
    QFETCH(QString, language);
    const QByteArray xml = readFile(path);
    QVERIFY2(!xml.isEmpty(), qPrintable(path + QStringLiteral(" cannot be read")));
    QString header;
    const QStringList problems = checkCatalogue(xml, QFileInfo(path).fileName(), &header);
    if (!language.isEmpty())
        QCOMPARE(header, language);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problem(s):\n").arg(problems.size())
                        + problems.join(QLatin1Char('\n'))));
}

void TestTranslations::checkerCatchesBrokenEntries_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected"); // a part of the one problem reported; empty: none

    QTest::newRow("complete") << snippet(
        message(QStringLiteral("Open &amp;Recent %1"),
                QStringLiteral("<translation>&amp;Zuletzt geöffnet %1</translation>"))
        + pluralMessage(QStringLiteral("%n hex(es)"),
                        {QStringLiteral("%n Hexfeld"), QStringLiteral("%n Hexfelder")}))
                              << QString();
    QTest::newRow("literal ampersand")
        << snippet(message(QStringLiteral("Rock &amp;&amp; Roll"),
                           QStringLiteral("<translation>Fels &amp;&amp; &amp;Rolle</translation>")))
        << QStringLiteral("accelerator");
    QTest::newRow("unfinished") << snippet(
        message(QStringLiteral("Save"),
                QStringLiteral("<translation type=\"unfinished\">Speichern</translation>")))
                                << QStringLiteral("unfinished entry");
    QTest::newRow("obsolete") << snippet(
        message(QStringLiteral("Save"),
                QStringLiteral("<translation type=\"obsolete\">Speichern</translation>")))
                              << QStringLiteral("obsolete entry");
    QTest::newRow("vanished") << snippet(
        message(QStringLiteral("Save"),
                QStringLiteral("<translation type=\"vanished\">Speichern</translation>")))
                              << QStringLiteral("vanished entry");
    QTest::newRow("empty") << snippet(
        message(QStringLiteral("Save"), QStringLiteral("<translation></translation>")))
                           << QStringLiteral("empty translation");
    QTest::newRow("placeholder lost") << snippet(message(
        QStringLiteral("Saved %1"), QStringLiteral("<translation>Gespeichert</translation>")))
                                      << QStringLiteral("placeholders");
    QTest::newRow("placeholder renumbered") << snippet(
        message(QStringLiteral("%1 of %2"), QStringLiteral("<translation>%1 von %3</translation>")))
                                            << QStringLiteral("placeholders");
    QTest::newRow("placeholder doubled") << snippet(message(
        QStringLiteral("Turn %1"), QStringLiteral("<translation>Runde %1 (%1)</translation>")))
                                         << QStringLiteral("placeholders");
    QTest::newRow("localized placeholder dropped") << snippet(message(
        QStringLiteral("%L1 points"), QStringLiteral("<translation>%1 Punkte</translation>")))
                                                   << QStringLiteral("placeholders");
    QTest::newRow("plural without %n")
        << snippet(pluralMessage(QStringLiteral("%n unit(s)"),
                                 {QStringLiteral("eine Einheit"), QStringLiteral("%n Einheiten")}))
        << QStringLiteral("placeholders");
    QTest::newRow("one plural form")
        << snippet(pluralMessage(QStringLiteral("%n unit(s)"), {QStringLiteral("%n Einheiten")}))
        << QStringLiteral("1 plural forms, the language needs 2");
    QTest::newRow("three plural forms in French")
        << snippet(pluralMessage(QStringLiteral("%n unit(s)"),
                                 {QStringLiteral("%n unité"), QStringLiteral("%n unités"),
                                  QStringLiteral("%n unités")}),
                   QStringLiteral("fr_FR"))
        << QStringLiteral("3 plural forms, the language needs 2");
    QTest::newRow("unfinished plural") << snippet(pluralMessage(
        QStringLiteral("%n unit(s)"), {QString(), QString()}, QStringLiteral("unfinished")))
                                       << QStringLiteral("unfinished entry");
    QTest::newRow("two accelerators")
        << snippet(message(QStringLiteral("&amp;Save"),
                           QStringLiteral("<translation>&amp;Spei&amp;chern</translation>")))
        << QStringLiteral("2 accelerators");
    QTest::newRow("accelerator lost") << snippet(message(
        QStringLiteral("&amp;Save"), QStringLiteral("<translation>Speichern</translation>")))
                                      << QStringLiteral("accelerator");
    QTest::newRow("no language") << QByteArray(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<TS version=\"2.1\">\n<context>"
        "<name>Test</name><message><source>Save</source>"
        "<translation>Speichern</translation></message></context>\n</TS>\n")
                                 << QStringLiteral("names no language");
}

void TestTranslations::checkerCatchesBrokenEntries()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    const QStringList problems = checkCatalogue(xml, QStringLiteral("snippet.ts"));
    if (expected.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(problems.size() == 1,
             qPrintable(QStringLiteral("%1 problems, expected one:\n").arg(problems.size())
                        + problems.join(QLatin1Char('\n'))));
    QVERIFY2(problems.constFirst().contains(expected), qPrintable(problems.constFirst()));
}

void TestTranslations::checkerCatchesOneBrokenEntryInARealCatalogue()
{
    const QByteArray xml = readFile(translationsDir() + QStringLiteral("/hexwright_de.ts"));
    QVERIFY(!xml.isEmpty());
    // The first finished translation that has a %1 loses it.
    static const QRegularExpression finished(
        QStringLiteral("<translation>([^<]*%1[^<]*)</translation>"));
    QString text = QString::fromUtf8(xml);
    const QRegularExpressionMatch match = finished.match(text);
    QVERIFY2(match.hasMatch(), "no translation with a %1 in hexwright_de.ts");
    const QString broken = match.captured(1).replace(QLatin1String("%1"), QString());
    text.replace(match.capturedStart(1), match.capturedLength(1), broken);
    const QStringList before = checkCatalogue(xml, QStringLiteral("hexwright_de.ts"));
    const QStringList problems
        = checkCatalogue(text.toUtf8(), QStringLiteral("hexwright_de.ts (broken copy)"));
    QCOMPARE(problems.size(), before.size() + 1);
    QVERIFY2(problems.constLast().contains(QLatin1String("placeholders"))
                 || problems.constFirst().contains(QLatin1String("placeholders")),
             qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::runTimeContextIsTheCataloguesContext_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : expectedCatalogues().keys())
        QTest::newRow(qPrintable(name)) << name;
}

void TestTranslations::runTimeContextIsTheCataloguesContext()
{
    QFETCH(QString, name);
    const QList<Location> all = locations(readFile(translationsDir() + QLatin1Char('/') + name));
    QVERIFY(all.size() > 1000);
    const TrSources &sources = projectSources();
    QStringList problems;
    for (const Location &l : all) {
        const QString problem = sources.check(l.context, l.source, l.file, l.line);
        if (!problem.isEmpty())
            problems.append(problem);
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 locations:\n").arg(problems.size()).arg(all.size())
                        + problems.join(QLatin1Char('\n'))));
}

void TestTranslations::contextCheckCatchesAMismatch_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("expected"); // empty: no problem

    const QString helper
        = QStringLiteral("namespace hexwright {\nnamespace {\nQString tr(const char *text)\n{\n"
                         "    return QCoreApplication::translate(\"Terrain\", text);\n}\n}\n");
    QTest::newRow("helper, lupdate's namespace context")
        << helper + QStringLiteral("QString f() { return tr(\"Cut\"); }\n}\n")
        << QStringLiteral("hexwright") << QStringLiteral("under Terrain at run time");
    const QString declared = QStringLiteral(
        "namespace hexwright {\nstruct TerrainText\n{\n    Q_DECLARE_TR_FUNCTIONS(Terrain)\n};\n");
    QTest::newRow("declared struct")
        << declared + QStringLiteral("QString f() { return TerrainText::tr(\"Cut\"); }\n}\n")
        << QStringLiteral("Terrain") << QString();
    QTest::newRow("declared struct, other context")
        << declared + QStringLiteral("QString f() { return TerrainText::tr(\"Cut\"); }\n}\n")
        << QStringLiteral("hexwright") << QStringLiteral("under Terrain at run time");
    const QString base
        = QStringLiteral("namespace hexwright {\nclass Base : public QObject\n{\n    Q_OBJECT\n};\n"
                         "class Derived : public Base\n{\npublic:\n");
    QTest::newRow("subclass without Q_OBJECT")
        << base + QStringLiteral("    QString f() { return tr(\"Cut\"); }\n};\n}\n")
        << QStringLiteral("hexwright::Derived") << QStringLiteral("no Q_OBJECT");
    QTest::newRow("literal context") << base
            + QStringLiteral("    QString f() { return QCoreApplication::translate("
                             "\"Base\", \"Cut\"); }\n};\n}\n")
                                     << QStringLiteral("Base") << QString();
}

void TestTranslations::contextCheckCatchesAMismatch()
{
    QFETCH(QString, code);
    QFETCH(QString, context);
    QFETCH(QString, expected);
    TrSources sources;
    sources.add(QStringLiteral("snippet.cpp"), code);
    const int line
        = int(code.left(code.indexOf(QLatin1String("\"Cut\""))).count(QLatin1Char('\n'))) + 1;
    const QString problem
        = sources.check(context, QStringLiteral("Cut"), QStringLiteral("snippet.cpp"), line);
    if (expected.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    else
        QVERIFY2(problem.contains(expected), qPrintable(problem));
}

void TestTranslations::everyUserVisibleTextIsMarkedForTranslation()
{
    // The editor and the GUI's main(): what their widgets say goes through tr(). Model and
    // rules texts are passed on as data and checked by runTimeContextIsTheCataloguesContext.
    const TrSources &sources = projectSources();
    QStringList problems;
    int scanned = 0;
    for (auto [path, text] : sources.files.asKeyValueRange()) {
        if (!path.startsWith(QLatin1String("editor/"))
            && !path.startsWith(QLatin1String("app/gui/")))
            continue;
        ++scanned;
        problems += untranslatedTexts(path, text);
    }
    QVERIFY(scanned > 100);
    problems.sort();
    for (const QString &problem : std::as_const(problems))
        qWarning().noquote() << problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 text(s) a user reads are not marked for translation: "
                                       "use tr(), or say why not in a \"// not translated: "
                                       "<reason>\" comment on the line or the line above\n")
                            .arg(problems.size())
                        + problems.join(QLatin1Char('\n'))));
}

void TestTranslations::unmarkedTextCheckCatchesUnmarkedTexts_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("expected"); // a part of the one problem reported; empty: none

    // Reported: a literal a user reads.
    QTest::newRow("setText") << QStringLiteral("label->setText(QStringLiteral(\"Open the map\"));")
                             << QStringLiteral(":1 setText \"Open the map\"");
    QTest::newRow("bare literal") << QStringLiteral("button->setToolTip(\"Click here\");")
                                  << QStringLiteral("setToolTip \"Click here\"");
    QTest::newRow("QLatin1String")
        << QStringLiteral("setWindowTitle(QLatin1String(\"Map Sheets\"));")
        << QStringLiteral("setWindowTitle \"Map Sheets\"");
    QTest::newRow("one capitalised word")
        << QStringLiteral("box->setTitle(QStringLiteral(\"Terrain\"));")
        << QStringLiteral("setTitle \"Terrain\"");
    QTest::newRow("constructor") << QStringLiteral(
        "auto *ok = new QPushButton(QStringLiteral(\"Go\"), this);")
                                 << QStringLiteral("QPushButton \"Go\"");
    QTest::newRow("constructor of a variable")
        << QStringLiteral("QLabel label(QStringLiteral(\"Hex size\"));")
        << QStringLiteral("QLabel \"Hex size\"");
    QTest::newRow("message box text")
        << QStringLiteral("QMessageBox::warning(this, tr(\"Save\"), QStringLiteral(\"Could not "
                          "save\"));")
        << QStringLiteral("QMessageBox::warning \"Could not save\"");
    QTest::newRow("file dialog filter")
        << QStringLiteral("QFileDialog::getSaveFileName(this, tr(\"Export\"), dir,\n"
                          "    QStringLiteral(\"PNG image (*.png)\"));")
        << QStringLiteral(":2 QFileDialog::getSaveFileName \"PNG image (*.png)\"");
    QTest::newRow("header list") << QStringLiteral(
        "view->setHeaderLabels({tr(\"Unit\"), QStringLiteral(\"Count\")});")
                                 << QStringLiteral("setHeaderLabels \"Count\"");
    QTest::newRow("QStringList of headers")
        << QStringLiteral("view->setHeaderLabels(QStringList {QStringLiteral(\"Unit\")});")
        << QStringLiteral("setHeaderLabels \"Unit\"");
    QTest::newRow("combo item") << QStringLiteral(
        "combo->addItem(QStringLiteral(\"Portrait\"), 0);")
                                << QStringLiteral("addItem \"Portrait\"");
    QTest::newRow("combo item after its icon")
        << QStringLiteral("combo->addItem(swatchIcon(c), QStringLiteral(\"Blue side\"), "
                          "QStringLiteral(\"blue\"));")
        << QStringLiteral("addItem \"Blue side\"");
    QTest::newRow("item text") << QStringLiteral("combo->setItemText(2, \"Landscape\");")
                               << QStringLiteral("setItemText \"Landscape\"");
    QTest::newRow("over two lines") << QStringLiteral(
        "statusBar()->showMessage(\n    QStringLiteral(\"Saved the file\"), 4000);")
                                    << QStringLiteral(":2 showMessage \"Saved the file\"");
    QTest::newRow("action with an icon")
        << QStringLiteral("menu->addAction(icon, QStringLiteral(\"Zoom In\"));")
        << QStringLiteral("addAction \"Zoom In\"");
    QTest::newRow("accessible name")
        << QStringLiteral("view->setAccessibleName(QStringLiteral(\"Map\"));")
        << QStringLiteral("setAccessibleName \"Map\"");
    QTest::newRow("words in markup")
        << QStringLiteral("label->setText(QStringLiteral(\"<b>Warning:</b> %1\").arg(x));")
        << QStringLiteral("setText \"<b>Warning:</b> %1\"");
    QTest::newRow("a comment that gives no reason")
        << QStringLiteral("label->setText(QStringLiteral(\"Hex size\")); // not translated:")
        << QStringLiteral("setText \"Hex size\"");

    // Not reported.
    QTest::newRow("translated") << QStringLiteral("label->setText(tr(\"Open the map\"));")
                                << QString();
    QTest::newRow("a declared context's tr")
        << QStringLiteral("label->setText(Setup::tr(\"Open the map\"));") << QString();
    QTest::newRow("no letters") << QStringLiteral(
        "label->setText(QStringLiteral(\"%1 / %2\").arg(a, b));")
                                << QString();
    QTest::newRow("markup round a placeholder")
        << QStringLiteral("label->setText(QStringLiteral(\"<b>%L1</b>&nbsp;%\"));") << QString();
    QTest::newRow("object name") << QStringLiteral(
        "QAction *a = addAction(tr(\"Zoom\"), \"zoomInAction\");")
                                 << QString();
    QTest::newRow("settings key") << QStringLiteral(
        "setText(settings.value(QStringLiteral(\"print/paper\")).toString());")
                                  << QString();
    QTest::newRow("icon name") << QStringLiteral(
        "new QAction(QIcon::fromTheme(QStringLiteral(\"zoom-in\")), tr(\"Zoom "
        "In\"), this);") << QString();
    QTest::newRow("file pattern") << QStringLiteral(
        "QFileDialog::getOpenFileName(this, tr(\"Open\"), dir, "
        "QStringLiteral(\"*.yaml\"));")
                                  << QString();
    QTest::newRow("combo item data")
        << QStringLiteral("combo->addItem(tr(\"Blue\"), QStringLiteral(\"Blue\"));") << QString();
    QTest::newRow("exempted on its line")
        << QStringLiteral("label->setText(QStringLiteral(\"Hammer's Slammers\")); // not "
                          "translated: the book's title")
        << QString();
    QTest::newRow("exempted on the line above")
        << QStringLiteral("// not translated: the format's own name\n"
                          "label->setText(QStringLiteral(\"Hexwright Scenario\"));")
        << QString();
    QTest::newRow("in a comment") << QStringLiteral(
        "// label->setText(QStringLiteral(\"Open the map\"));\n"
        "/* box->setTitle(\"Terrain\"); */")
                                  << QString();
    QTest::newRow("in a string") << QStringLiteral(
        "qWarning(\"setText(\\\"Open the map\\\") failed\");")
                                 << QString();
    QTest::newRow("a setter of another name")
        << QStringLiteral("widget->setObjectName(QStringLiteral(\"Terrain Palette\"));")
        << QString();
}

void TestTranslations::unmarkedTextCheckCatchesUnmarkedTexts()
{
    QFETCH(QString, code);
    QFETCH(QString, expected);
    const QStringList problems = untranslatedTexts(QStringLiteral("snippet.cpp"), code);
    if (expected.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(problems.size() == 1,
             qPrintable(QStringLiteral("%1 problems, expected one:\n").arg(problems.size())
                        + problems.join(QLatin1Char('\n'))));
    QVERIFY2(problems.constFirst().contains(expected), qPrintable(problems.constFirst()));
}

void TestTranslations::cataloguesHoldWhatTheSourcesSay()
{
    // lupdate, run on the sources translations/CMakeLists.txt names into copies of the
    // catalogues, must find nothing to add and nothing to remove: a new text would reach
    // the user untranslated, a gone one is dead weight for the translators.
    const QString lupdate = QStringLiteral(LUPDATE_EXECUTABLE);
    QVERIFY2(QFileInfo(lupdate).isExecutable(), qPrintable(lupdate + QStringLiteral(" not found")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList list = lupdateSources();
    QVERIFY(list.size() > 100);
    // Headers are found where the targets find them, so that each class is known by its
    // full name, the context lupdate gives its tr() calls.
    for (const char *include : {"editor", "model", "validation"})
        list.append(QStringLiteral("-I" SOURCE_DIR "/") + QLatin1String(include));
    QFile listFile(dir.filePath(QStringLiteral("sources.lst")));
    QVERIFY(listFile.open(QIODevice::WriteOnly));
    listFile.write(list.join(QLatin1Char('\n')).toUtf8());
    listFile.close();
    const QStringList catalogues = expectedCatalogues().keys();
    QStringList arguments {QStringLiteral("-no-obsolete"), QStringLiteral("-silent"),
                           QLatin1Char('@') + listFile.fileName(), QStringLiteral("-ts")};
    for (const QString &name : catalogues) {
        const QString copy = dir.filePath(name);
        QVERIFY(QFile::copy(translationsDir() + QLatin1Char('/') + name, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        arguments.append(copy);
    }
    QProcess process;
    process.start(lupdate, arguments);
    QVERIFY2(process.waitForFinished(180000), qPrintable(process.errorString()));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());

    QStringList problems;
    for (const QString &name : catalogues) {
        const QSet<QString> before
            = messageKeys(readFile(translationsDir() + QLatin1Char('/') + name));
        const QSet<QString> after = messageKeys(readFile(dir.filePath(name)));
        QStringList added = QSet<QString>(after).subtract(before).values();
        QStringList gone = QSet<QString>(before).subtract(after).values();
        added.sort();
        gone.sort();
        for (const QString &key : std::as_const(added))
            problems.append(
                QStringLiteral("%1: new in the sources, untranslated: %2").arg(name, key));
        for (const QString &key : std::as_const(gone))
            problems.append(QStringLiteral("%1: gone from the sources: %2").arg(name, key));
    }
    // Each on a line of its own: a failure message is cut short after a kilobyte.
    for (const QString &problem : std::as_const(problems))
        qWarning().noquote() << problem;
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 difference(s); refresh the catalogues (the "
                                       "update_translations target) and translate:\n")
                            .arg(problems.size())
                        + problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
