// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QByteArray>
#include <QString>

#include <deque>
#include <memory>
#include <utility>
#include <vector>

namespace hexwright {

/**
 * One node of a parsed YAML document, with its position in the file.
 *
 * Hexwright reads YAML through yaml-cpp's event parser into this small tree instead of
 * YAML::Node so that every node keeps a 1-based line and column, quoted scalars can be told
 * from plain ones (a quoted "5" is text, a plain 5 is a number), and hostile input is cut off
 * early: aliases (the "billion laughs" bomb), nesting deeper than any Hexwright file needs
 * and documents with an absurd number of nodes are refused while parsing, not after.
 */
struct YamlNode
{
    enum class Kind { Null, Scalar, Sequence, Mapping };

    Kind kind = Kind::Null;
    int line = 0;
    int column = 0;
    bool quoted = false; ///< scalar written with quotes or as a block scalar
    QString scalar;
    std::vector<const YamlNode *> items; ///< Sequence
    std::vector<std::pair<const YamlNode *, const YamlNode *>> entries; ///< Mapping

    bool isScalar() const { return kind == Kind::Scalar; }
    bool isSequence() const { return kind == Kind::Sequence; }
    bool isMapping() const { return kind == Kind::Mapping; }
    bool isNull() const { return kind == Kind::Null; }

    /// "a mapping", "a sequence", "'text'", "nothing": for "expected X, found Y" messages.
    QString describe() const;
};

/// Limits that keep a hostile file from costing more than a second or a few hundred MB.
struct YamlLimits
{
    qint64 maxBytes = 8 * 1024 * 1024;
    int maxDepth = 64;
    qint64 maxNodes = 500'000;
};

/**
 * A parsed YAML file. Owns its nodes; root() is null when the file could not be parsed, in
 * which case the diagnostics say why (file, line and column of the fault).
 */
class YamlDocument
{
public:
    /// Reads and parses @p path; @p displayName is what diagnostics call the file.
    static std::unique_ptr<YamlDocument> load(const QString &path, const QString &displayName,
                                              Diagnostics &diagnostics,
                                              const YamlLimits &limits = {});
    /// Parses @p bytes that came from @p displayName.
    static std::unique_ptr<YamlDocument> parse(const QByteArray &bytes, const QString &displayName,
                                               Diagnostics &diagnostics,
                                               const YamlLimits &limits = {});

    const YamlNode *root() const { return m_root; }
    /// For format upgrades (io/formatupgrade.h) only, which amend an older file's tree before
    /// its reader sees it: the root to change, and new nodes owned by the document.
    YamlNode *mutableRoot() { return const_cast<YamlNode *>(m_root); }
    YamlNode *addNode() { return newNode(); }
    const QString &fileName() const { return m_fileName; }
    qint64 nodeCount() const { return qint64(m_nodes.size()); }
    /// The JSON Schema the file names on its first line (`# yaml-language-server:
    /// $schema=...`, io/schemacomment.h), or empty: comments are not in the tree.
    const QString &schemaReference() const { return m_schemaReference; }

private:
    friend class YamlTreeBuilder;
    YamlNode *newNode();

    QString m_fileName;
    QString m_schemaReference;
    std::deque<YamlNode> m_nodes;
    const YamlNode *m_root = nullptr;
};

/// Makes @p text safe to quote in a one-line message: control characters escaped, long
/// text shortened with an ellipsis.
QString quoteForMessage(const QString &text, int maxLength = 40);

} // namespace hexwright
