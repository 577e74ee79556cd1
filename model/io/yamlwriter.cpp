// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/yamlwriter.h"

namespace hexwright {

namespace {

constexpr int LineWidth = 100;

bool isPlainSafeChar(QChar c)
{
    if (c.isLetterOrNumber())
        return true;
    switch (c.unicode()) {
    case u' ':
    case u'_':
    case u'.':
    case u'-':
    case u'(':
    case u')':
    case u'/':
    case u'\'':
    case u'+':
    case u';':
    case u'!':
    case u'?':
        return true;
    default:
        return false;
    }
}

QString doubleQuoted(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

} // namespace

QString formatYamlScalar(const QString &text)
{
    static const QStringList reserved
        = {QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("yes"),
           QStringLiteral("no"),   QStringLiteral("on"),    QStringLiteral("off"),
           QStringLiteral("null"), QStringLiteral("y"),     QStringLiteral("n"),
           QStringLiteral("nan"),  QStringLiteral("inf")};
    bool plain = !text.isEmpty() && text.at(0).isLetter() && !text.endsWith(QLatin1Char(' '))
        && !reserved.contains(text.toLower()) && !text.contains(QLatin1String("  "));
    for (qsizetype i = 0; plain && i < text.size(); ++i)
        plain = isPlainSafeChar(text.at(i));
    return plain ? text : doubleQuoted(text);
}

bool canWriteAsLiteralBlock(const QString &text)
{
    if (!text.contains(QLatin1Char('\n')) || text.startsWith(QLatin1Char(' '))
        || text.startsWith(QLatin1Char('\n')) || text.endsWith(QLatin1String("\n\n")))
        return false;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.endsWith(QLatin1Char(' ')))
            return false;
        for (const QChar c : line) {
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                return false;
        }
    }
    return true;
}

YamlValue YamlValue::scalar(const QString &text)
{
    YamlValue v;
    if (canWriteAsLiteralBlock(text)) {
        v.m_block = true;
        v.m_text = text;
    } else {
        v.m_text = formatYamlScalar(text);
    }
    return v;
}

YamlValue YamlValue::quoted(const QString &text)
{
    YamlValue v;
    v.m_text = doubleQuoted(text);
    return v;
}

YamlValue YamlValue::number(int value)
{
    YamlValue v;
    v.m_text = QString::number(value);
    return v;
}

YamlValue YamlValue::number(double value)
{
    YamlValue v;
    v.m_text = QString::number(value, 'g', 15);
    return v;
}

YamlValue YamlValue::boolean(bool value)
{
    YamlValue v;
    v.m_text = value ? QStringLiteral("true") : QStringLiteral("false");
    return v;
}

YamlValue YamlValue::mapping()
{
    YamlValue v;
    v.m_kind = Kind::Mapping;
    return v;
}

YamlValue YamlValue::sequence()
{
    YamlValue v;
    v.m_kind = Kind::Sequence;
    return v;
}

YamlValue YamlValue::inlineList(const QStringList &items, bool quoteAll)
{
    YamlValue v = sequence();
    v.m_inline = true;
    for (const QString &item : items)
        v.m_items.append(quoteAll ? quoted(item) : scalar(item));
    return v;
}

YamlValue YamlValue::inlineList(const QList<int> &numbers)
{
    YamlValue v = sequence();
    v.m_inline = true;
    for (int n : numbers)
        v.m_items.append(number(n));
    return v;
}

bool YamlValue::isEmpty() const
{
    switch (m_kind) {
    case Kind::Scalar:
        return false;
    case Kind::Mapping:
        return m_entries.isEmpty();
    case Kind::Sequence:
        return m_items.isEmpty();
    }
    return true;
}

YamlValue &YamlValue::insert(const QString &key, YamlValue value)
{
    m_entries.append({key, std::move(value)});
    return *this;
}

YamlValue &YamlValue::append(YamlValue value)
{
    m_items.append(std::move(value));
    return *this;
}

QString YamlValue::toDocument() const
{
    QString out;
    if (m_kind == Kind::Mapping)
        writeMapping(out, 0, false);
    else if (m_kind == Kind::Sequence)
        writeSequence(out, 0);
    else
        out = m_text + QLatin1Char('\n');
    return out;
}

void YamlValue::writeValueAfterKey(QString &out, int indent) const
{
    const QString pad(indent, QLatin1Char(' '));
    if (m_kind == Kind::Scalar) {
        if (m_block) {
            out += m_text.endsWith(QLatin1Char('\n')) ? QStringLiteral(" |\n")
                                                      : QStringLiteral(" |-\n");
            QString body = m_text;
            if (body.endsWith(QLatin1Char('\n')))
                body.chop(1);
            const QStringList lines = body.split(QLatin1Char('\n'));
            for (const QString &line : lines) {
                if (!line.isEmpty())
                    out += pad + line;
                out += QLatin1Char('\n');
            }
        } else {
            out += QLatin1Char(' ') + m_text + QLatin1Char('\n');
        }
        return;
    }
    if (isEmpty()) {
        out += m_kind == Kind::Mapping ? QStringLiteral(" {}\n") : QStringLiteral(" []\n");
        return;
    }
    if (m_kind == Kind::Sequence && m_inline) {
        // [a, b, c], wrapped before LineWidth with continuation lines indented.
        int column = int(out.size() - out.lastIndexOf(QLatin1Char('\n')) - 1);
        out += QStringLiteral(" [");
        column += 2;
        for (qsizetype i = 0; i < m_items.size(); ++i) {
            const QString item = m_items.at(i).m_text
                + (i + 1 < m_items.size() ? QStringLiteral(",") : QStringLiteral("]"));
            if (i > 0) {
                if (column + 1 + item.size() > LineWidth) {
                    out += QLatin1Char('\n') + pad;
                    column = indent;
                } else {
                    out += QLatin1Char(' ');
                    ++column;
                }
            }
            out += item;
            column += int(item.size());
        }
        out += QLatin1Char('\n');
        return;
    }
    out += QLatin1Char('\n');
    if (m_kind == Kind::Mapping)
        writeMapping(out, indent, false);
    else
        writeSequence(out, indent);
}

void YamlValue::writeMapping(QString &out, int indent, bool firstLineHasDash) const
{
    const QString pad(indent, QLatin1Char(' '));
    bool first = true;
    for (const auto &[key, value] : m_entries) {
        if (first && firstLineHasDash)
            out += QString(indent - 2, QLatin1Char(' ')) + QStringLiteral("- ");
        else
            out += pad;
        first = false;
        out += formatYamlScalar(key) + QLatin1Char(':');
        value.writeValueAfterKey(out, indent + 2);
    }
}

void YamlValue::writeSequence(QString &out, int indent) const
{
    const QString pad(indent, QLatin1Char(' '));
    for (const YamlValue &item : m_items) {
        if (item.m_kind == Kind::Mapping && !item.isEmpty()) {
            item.writeMapping(out, indent + 2, true);
        } else if (item.m_kind == Kind::Scalar && !item.m_block) {
            out += pad + QStringLiteral("- ") + item.m_text + QLatin1Char('\n');
        } else {
            out += pad + QLatin1Char('-');
            item.writeValueAfterKey(out, indent + 2);
        }
    }
}

} // namespace hexwright
