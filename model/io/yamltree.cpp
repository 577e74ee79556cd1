// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yamltree.h"

#include "io/safefile.h"
#include "io/schemacomment.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <istream>
#include <streambuf>

namespace hexwright {

namespace {

// Thrown from inside the event handler to stop yaml-cpp at the first fatal fault.
struct StopParsing
{
    Diagnostic diagnostic;
};

Diagnostic fileDiagnostic(const QString &file, int line, int column, const QString &code,
                          const QString &message)
{
    Diagnostic d;
    d.file = file;
    d.line = line;
    d.column = column;
    d.code = code;
    d.message = message;
    return d;
}

// The line and column (1-based, columns in characters) of byte @p offset, for problems found
// by searching the bytes rather than walking them.
std::pair<int, int> locateOffset(const QByteArray &bytes, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        const auto byte = static_cast<unsigned char>(bytes.at(i));
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // continuation bytes belong to the character
            ++column;
        }
    }
    return {line, column};
}

// The number of bytes of the UTF-8 character that starts with @p lead, and the range its
// second byte must fall in; 0 when @p lead cannot start one. The narrowed ranges are what
// rules out overlong forms (E0 80..9F, F0 80..8F), UTF-16 surrogates written as UTF-8
// (ED A0..BF, which Qt would read as three replacement characters) and code points above
// U+10FFFF (F4 90..BF), as the Unicode standard's table of well-formed sequences does.
struct Utf8Lead
{
    int length = 0;
    unsigned char secondMin = 0x80;
    unsigned char secondMax = 0xBF;
};

Utf8Lead utf8Lead(unsigned char lead)
{
    if (lead >= 0xC2 && lead <= 0xDF)
        return {2, 0x80, 0xBF};
    if (lead == 0xE0)
        return {3, 0xA0, 0xBF};
    if (lead == 0xED)
        return {3, 0x80, 0x9F};
    if (lead >= 0xE1 && lead <= 0xEF)
        return {3, 0x80, 0xBF};
    if (lead == 0xF0)
        return {4, 0x90, 0xBF};
    if (lead >= 0xF1 && lead <= 0xF3)
        return {4, 0x80, 0xBF};
    if (lead == 0xF4)
        return {4, 0x80, 0x8F};
    return {};
}

// Checks that the bytes are well-formed UTF-8 text without NUL bytes; returns false and a
// located diagnostic otherwise. yaml-cpp would otherwise report binary data as a confusing
// syntax error somewhere far away, and Qt would quietly turn ill-formed bytes into
// replacement characters that the next save writes back.
bool checkText(const QByteArray &bytes, const QString &file, Diagnostics &diagnostics)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    const auto notText = [&](qsizetype offset, int line, int column) {
        diagnostics.append(fileDiagnostic(file, line, column, QStringLiteral("not-text"),
                                          QStringLiteral("the file is not text: it contains a "
                                                         "NUL byte at offset %1 (is it a binary "
                                                         "file?)")
                                              .arg(offset)));
        return false;
    };
    // A NUL byte near the start means binary data (an image, an archive): say so plainly
    // rather than complaining about its first non-UTF-8 byte.
    const qsizetype nul = bytes.left(64 * 1024).indexOf('\0');
    if (nul >= 0) {
        const auto [line, column] = locateOffset(bytes, nul);
        return notText(nul, line, column);
    }
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < size;) {
        const unsigned char c = data[i];
        int length = 1;
        if (c == 0)
            return notText(i, line, column);
        if (c >= 0x80) {
            const Utf8Lead lead = utf8Lead(c);
            length = lead.length;
            if (length
                && (i + 1 >= size || data[i + 1] < lead.secondMin || data[i + 1] > lead.secondMax))
                length = 0;
            for (int k = 2; length && k < length; ++k) {
                if (i + k >= size || (data[i + k] & 0xC0) != 0x80)
                    length = 0;
            }
            if (length == 0) {
                diagnostics.append(fileDiagnostic(
                    file, line, column, QStringLiteral("not-utf8"),
                    QStringLiteral("the file is not valid UTF-8 text (byte 0x%1 at offset %2)")
                        .arg(QString::number(c, 16).toUpper())
                        .arg(i)));
                return false;
            }
        }
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += length;
    }
    return true;
}

// YAML forbids tabs for indentation and yaml-cpp's complaint about them is cryptic, so
// find them first and say what is wrong.
bool checkIndentation(const QByteArray &bytes, const QString &file, Diagnostics &diagnostics)
{
    int line = 1;
    bool atLineStart = true;
    int reported = 0;
    for (qsizetype i = 0; i < bytes.size() && reported < 5; ++i) {
        const char c = bytes.at(i);
        if (c == '\n') {
            ++line;
            atLineStart = true;
        } else if (atLineStart && c == '\t') {
            diagnostics.append(fileDiagnostic(file, line, 1, QStringLiteral("yaml-tab"),
                                              QStringLiteral("a tab indents this line; YAML "
                                                             "indents with spaces only")));
            ++reported;
            atLineStart = false;
        } else if (c != ' ') {
            atLineStart = false;
        }
    }
    return reported == 0;
}

// yaml-cpp tokenizes a whole flow collection before its parser sees how deep it goes, so a
// line of a million '[' costs hundreds of megabytes. Count bracket depth first (outside
// quotes and comments) and stop at the limit.
bool checkFlowDepth(const QByteArray &bytes, int maxDepth, const QString &file,
                    Diagnostics &diagnostics)
{
    int depth = 0;
    int line = 1;
    int column = 0;
    char quote = 0;
    bool comment = false;
    char previous = '\n';
    for (const char c : bytes) {
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
            comment = false;
            if (quote == '\'')
                quote = 0; // a single-quoted scalar may span lines, but rarely does; be lenient
        } else if (comment) {
        } else if (quote) {
            if (c == quote && !(quote == '"' && previous == '\\'))
                quote = 0;
        } else if (c == '#' && (previous == ' ' || previous == '\t' || previous == '\n')) {
            comment = true;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                diagnostics.append(fileDiagnostic(
                    file, line, column, QStringLiteral("yaml-too-deep"),
                    QStringLiteral("values are nested more than %1 levels deep; no Hexwright "
                                   "file needs that")
                        .arg(maxDepth)));
                return false;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
        previous = c;
    }
    return true;
}

// The file's bytes as a stream for yaml-cpp, read in place: a std::istringstream of
// QByteArray::toStdString() would copy a large file twice before parsing it.
class ByteArrayBuffer : public std::streambuf
{
public:
    explicit ByteArrayBuffer(const QByteArray &bytes)
    {
        // Only ever read: the get area points into the array's own data.
        char *begin = const_cast<char *>(bytes.constData());
        setg(begin, begin, begin + bytes.size());
    }
};

// yaml-cpp's messages, said the way a person editing the file would understand them.
QString explainParserMessage(const std::string &message)
{
    const QString original = QString::fromStdString(message);
    static const QList<std::pair<const char *, const char *>> known = {
        {"end of sequence flow not found", "a list opened with '[' here is never closed with ']'"},
        {"end of map flow not found", "a mapping opened with '{' here is never closed with '}'"},
        {"illegal map value",
         "unexpected ':' here: check the indentation, and quote text that contains ': '"},
        {"end of map not found", "this mapping is not properly indented or closed"},
        {"end of sequence not found", "this list is not properly indented or closed"},
        {"unknown escape character", "unknown escape sequence in a \"quoted\" string"},
        {"end of string not found", "a quoted string that starts here is never closed"},
        {"illegal EOF in scalar", "the file ends inside a quoted value"},
        {"the referenced anchor is not defined",
         "an alias (*name) refers to an anchor that is not defined; Hexwright files use neither"},
    };
    for (const auto &[from, to] : known) {
        if (original.startsWith(QLatin1String(from)))
            return QLatin1String(to);
    }
    return original.isEmpty() ? QStringLiteral("YAML syntax error") : original;
}

} // namespace

class YamlTreeBuilder : public YAML::EventHandler
{
public:
    YamlTreeBuilder(YamlDocument &doc, const YamlLimits &limits)
        : m_doc(doc)
        , m_limits(limits)
    { }

    void OnDocumentStart(const YAML::Mark &mark) override
    {
        if (m_documents++ > 0)
            stop(mark, QStringLiteral("yaml-multiple-documents"),
                 QStringLiteral("a Hexwright file holds one YAML document; a second one starts "
                                "here"));
    }
    void OnDocumentEnd() override { }

    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        rejectAnchor(mark, anchor);
        YamlNode *node = create(mark, YamlNode::Kind::Null);
        attach(node);
    }

    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override
    {
        stop(mark, QStringLiteral("yaml-alias"),
             QStringLiteral("YAML aliases (*name) are not allowed in Hexwright files; write the "
                            "value out"));
    }

    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override
    {
        rejectAnchor(mark, anchor);
        checkTag(mark, tag);
        YamlNode *node = create(mark, YamlNode::Kind::Scalar);
        node->quoted = (tag == "!");
        node->scalar = QString::fromStdString(value);
        attach(node);
    }

    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        rejectAnchor(mark, anchor);
        checkTag(mark, tag);
        YamlNode *node = create(mark, YamlNode::Kind::Sequence);
        attach(node);
        push(mark, node);
    }
    void OnSequenceEnd() override { m_stack.pop_back(); }

    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        rejectAnchor(mark, anchor);
        checkTag(mark, tag);
        YamlNode *node = create(mark, YamlNode::Kind::Mapping);
        attach(node);
        push(mark, node);
    }
    void OnMapEnd() override
    {
        m_stack.pop_back();
        m_pendingKey.pop_back();
    }

    void OnAnchor(const YAML::Mark &mark, const std::string &) override { rejectAnchor(mark, 1); }

    const YamlNode *root() const { return m_root; }

private:
    [[noreturn]] void stop(const YAML::Mark &mark, const QString &code, const QString &message)
    {
        throw StopParsing {
            fileDiagnostic(m_doc.fileName(), mark.line + 1, mark.column + 1, code, message)};
    }

    void rejectAnchor(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        if (anchor != YAML::NullAnchor)
            stop(mark, QStringLiteral("yaml-anchor"),
                 QStringLiteral("YAML anchors (&name) are not allowed in Hexwright files"));
    }

    void checkTag(const YAML::Mark &mark, const std::string &tag)
    {
        // "?" marks a plain node, "!" a quoted scalar or untagged collection; anything else
        // is an explicit tag such as !!binary that no Hexwright file uses.
        if (!tag.empty() && tag != "?" && tag != "!")
            stop(mark, QStringLiteral("yaml-tag"),
                 QStringLiteral("YAML tags such as '%1' are not allowed in Hexwright files")
                     .arg(quoteForMessage(QString::fromStdString(tag))));
    }

    YamlNode *create(const YAML::Mark &mark, YamlNode::Kind kind)
    {
        if (m_doc.nodeCount() >= m_limits.maxNodes)
            stop(mark, QStringLiteral("yaml-too-many-nodes"),
                 QStringLiteral("the file has more than %1 YAML values; Hexwright stops reading "
                                "here")
                     .arg(m_limits.maxNodes));
        YamlNode *node = m_doc.newNode();
        node->kind = kind;
        node->line = mark.line + 1;
        node->column = mark.column + 1;
        return node;
    }

    void push(const YAML::Mark &mark, YamlNode *node)
    {
        if (int(m_stack.size()) >= m_limits.maxDepth)
            stop(mark, QStringLiteral("yaml-too-deep"),
                 QStringLiteral("values are nested more than %1 levels deep; no Hexwright file "
                                "needs that")
                     .arg(m_limits.maxDepth));
        m_stack.push_back(node);
        m_pendingKey.push_back(nullptr);
    }

    void attach(YamlNode *node)
    {
        if (m_stack.empty()) {
            m_root = node;
            return;
        }
        YamlNode *parent = m_stack.back();
        if (parent->kind == YamlNode::Kind::Sequence) {
            parent->items.push_back(node);
        } else if (!m_pendingKey.back()) {
            m_pendingKey.back() = node;
        } else {
            parent->entries.emplace_back(m_pendingKey.back(), node);
            m_pendingKey.back() = nullptr;
        }
    }

    YamlDocument &m_doc;
    const YamlLimits &m_limits;
    std::vector<YamlNode *> m_stack;
    std::vector<const YamlNode *> m_pendingKey;
    const YamlNode *m_root = nullptr;
    int m_documents = 0;
};

YamlNode *YamlDocument::newNode()
{
    m_nodes.emplace_back();
    return &m_nodes.back();
}

std::unique_ptr<YamlDocument> YamlDocument::load(const QString &path, const QString &displayName,
                                                 Diagnostics &diagnostics, const YamlLimits &limits)
{
    FileReadError error;
    const std::optional<QByteArray> bytes = readRegularFile(path, limits.maxBytes, &error);
    if (!bytes) {
        diagnostics.append(fileDiagnostic(displayName, 0, 0, error.code, error.message));
        return nullptr;
    }
    return parse(*bytes, displayName, diagnostics, limits);
}

std::unique_ptr<YamlDocument> YamlDocument::parse(const QByteArray &bytes,
                                                  const QString &displayName,
                                                  Diagnostics &diagnostics,
                                                  const YamlLimits &limits)
{
    if (bytes.size() > limits.maxBytes) {
        diagnostics.append(
            fileDiagnostic(displayName, 0, 0, QStringLiteral("file-too-large"),
                           QStringLiteral("the file is %1; Hexwright reads files of up to %2")
                               .arg(humanSize(bytes.size()), humanSize(limits.maxBytes))));
        return nullptr;
    }
    if (!checkText(bytes, displayName, diagnostics)
        || !checkIndentation(bytes, displayName, diagnostics)
        || !checkFlowDepth(bytes, limits.maxDepth, displayName, diagnostics))
        return nullptr;

    auto doc = std::make_unique<YamlDocument>();
    doc->m_fileName = displayName;
    doc->m_schemaReference = schemaReferenceIn(bytes);
    // Editors end files with a newline; a file without one was often cut short, and a cut in
    // the middle of a value is what makes most such files fail to parse, so the hint goes
    // with the syntax error too.
    const auto hintIfCutShort = [&] {
        if (bytes.isEmpty() || bytes.endsWith('\n'))
            return;
        Diagnostic hint = fileDiagnostic(displayName, int(bytes.count('\n')) + 1, 1,
                                         QStringLiteral("no-final-newline"),
                                         QStringLiteral("the file does not end with a newline: "
                                                        "was it cut short?"));
        hint.severity = Severity::Info;
        diagnostics.append(hint);
    };
    ByteArrayBuffer buffer(bytes);
    std::istream stream(&buffer);
    YamlTreeBuilder builder(*doc, limits);
    try {
        YAML::Parser parser(stream);
        while (parser.HandleNextDocument(builder)) { }
    } catch (const StopParsing &stop) {
        diagnostics.append(stop.diagnostic);
        return nullptr;
    } catch (const YAML::DeepRecursion &e) {
        diagnostics.append(fileDiagnostic(displayName, e.mark.line + 1, e.mark.column + 1,
                                          QStringLiteral("yaml-too-deep"),
                                          QStringLiteral("values are nested too deeply")));
        return nullptr;
    } catch (const YAML::ParserException &e) {
        diagnostics.append(fileDiagnostic(displayName, e.mark.line + 1, e.mark.column + 1,
                                          QStringLiteral("yaml-syntax"),
                                          explainParserMessage(e.msg)));
        hintIfCutShort();
        return nullptr;
    } catch (const YAML::Exception &e) {
        diagnostics.append(fileDiagnostic(displayName, e.mark.line + 1, e.mark.column + 1,
                                          QStringLiteral("yaml-syntax"),
                                          explainParserMessage(e.msg)));
        hintIfCutShort();
        return nullptr;
    }
    doc->m_root = builder.root();
    hintIfCutShort();
    if (!doc->m_root) {
        diagnostics.append(fileDiagnostic(displayName, 1, 1, QStringLiteral("empty-file"),
                                          QStringLiteral("the file is empty")));
        return nullptr;
    }
    return doc;
}

QString YamlNode::describe() const
{
    switch (kind) {
    case Kind::Null:
        return QStringLiteral("nothing");
    case Kind::Scalar:
        return QStringLiteral("'%1'").arg(quoteForMessage(scalar));
    case Kind::Sequence:
        return QStringLiteral("a list");
    case Kind::Mapping:
        return QStringLiteral("a mapping");
    }
    return QString();
}

QString quoteForMessage(const QString &text, int maxLength)
{
    QString out;
    for (const QChar c : text) {
        if (out.size() >= maxLength) {
            out += QChar(0x2026);
            break;
        }
        if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0)) // C0, DEL, C1
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace hexwright
