// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main() of a fuzz target in the normal build (HEXWRIGHT_FUZZ off, any compiler): runs
// every file of the seed corpus, then a fixed number of deterministic mutations of them, so
// that ctest holds each target to a short run with no libFuzzer at hand. The same seed gives
// the same inputs on every machine; --verbose names each input before it runs, so a crash
// can be reproduced and the input written out with --dump.
//
//   fuzz_scenario [--runs N] [--seed S] [--verbose] [--dump N]
//                 [--glob PATTERN] PATH... [--glob PATTERN] PATH...
//
// A PATH is a file or a folder searched recursively for files matching the --glob before it
// (default "*"); the corpus is read from the source tree at run time, never copied.

#include "fuzzsupport.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStringList>

#include <cstdio>
#include <cstdlib>

namespace {

/// Inputs longer than this are cut before mutating, as libFuzzer's -max_len would.
constexpr qsizetype MaxLength = 64 * 1024;

/// Bytes a YAML or JSON reader treats specially, and values that stress number parsing.
const char *const Tokens[] = {":",           "- ",         "[",
                              "]",           "{",          "}",
                              "\"",          "'",          "#",
                              "&a",          "*a",         "!!",
                              "|",           ">",          "\n",
                              "\t",          "~",          "null",
                              "true",        "-1",         "0",
                              "999999",      "1e400",      "2147483648",
                              "-2147483649", "0x7fffffff", "\xef\xbb\xbf",
                              "\xc3\x28",    "\0",         ",",
                              "<<: *a",      "? ",         "%YAML 1.2\n",
                              "---\n",       "...\n",      "\\u0000"};

struct Corpus
{
    QStringList names;
    QList<QByteArray> inputs;
};

Corpus readCorpus(const QStringList &arguments)
{
    Corpus corpus;
    QString glob = QStringLiteral("*");
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--glob") && i + 1 < arguments.size()) {
            glob = arguments.at(++i);
            continue;
        }
        QStringList files;
        if (QFileInfo(argument).isDir()) {
            QDirIterator it(argument, {glob}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
            files.sort(); // the same order everywhere, so a seed means the same run
        } else if (QFileInfo::exists(argument)) {
            files.append(argument);
        } else {
            std::fprintf(stderr, "fuzz: no file or folder %s\n", qPrintable(argument));
            std::exit(2);
        }
        for (const QString &path : std::as_const(files)) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "fuzz: cannot read %s\n", qPrintable(path));
                std::exit(2);
            }
            corpus.names.append(path);
            corpus.inputs.append(file.read(MaxLength));
        }
    }
    return corpus;
}

/// One mutation of @p input, chosen by @p random; @p what receives its name.
void mutate(QByteArray &input, const Corpus &corpus, QRandomGenerator &random, QString &what)
{
    const auto at = [&](qsizetype size) {
        return qsizetype(random.bounded(int(size) + 1));
    };
    switch (random.bounded(9)) {
    case 0: // flip a bit
        if (!input.isEmpty()) {
            const qsizetype index = at(input.size() - 1);
            input[index] = char(input.at(index) ^ (1 << random.bounded(8)));
        }
        what += QStringLiteral(" flip");
        break;
    case 1: // insert a random byte
        input.insert(at(input.size()), char(random.bounded(256)));
        what += QStringLiteral(" insert");
        break;
    case 2: { // insert a token
        const char *token = Tokens[random.bounded(int(std::size(Tokens)))];
        input.insert(at(input.size()), QByteArray(token, qMax<qsizetype>(1, qstrlen(token))));
        what += QStringLiteral(" token");
        break;
    }
    case 3: { // delete a run of bytes
        const qsizetype from = at(input.size());
        input.remove(from, 1 + random.bounded(16));
        what += QStringLiteral(" delete");
        break;
    }
    case 4: // truncate
        input.truncate(at(input.size()));
        what += QStringLiteral(" truncate");
        break;
    case 5: { // splice: our head, another input's tail
        const QByteArray &other = corpus.inputs.at(random.bounded(int(corpus.inputs.size())));
        input = input.left(at(input.size())) + other.mid(at(other.size()));
        what += QStringLiteral(" splice");
        break;
    }
    case 6: // line edits, twice as likely: they keep a file nearly valid
    case 7: {
        QList<QByteArray> lines = input.split('\n');
        const qsizetype line = at(lines.size() - 1);
        const int kind = random.bounded(3);
        if (kind == 0)
            lines.insert(line, lines.at(line)); // duplicate a line
        else if (kind == 1 && lines.size() > 1)
            lines.removeAt(line); // delete a line
        else
            lines.swapItemsAt(line, at(lines.size() - 1)); // swap two lines
        input = lines.join('\n');
        what += QStringLiteral(" line");
        break;
    }
    default: { // change a digit: numbers out of range and off-by-one hexes
        qsizetype digit = -1;
        for (int tries = 0; tries < 8 && digit < 0 && !input.isEmpty(); ++tries) {
            const qsizetype index = at(input.size() - 1);
            if (input.at(index) >= '0' && input.at(index) <= '9')
                digit = index;
        }
        if (digit >= 0)
            input[digit] = char('0' + random.bounded(10));
        what += QStringLiteral(" digit");
        break;
    }
    }
    if (input.size() > MaxLength)
        input.truncate(MaxLength);
}

} // namespace

int main(int argc, char **argv)
{
    int runs = 2000;
    quint32 seed = 1;
    bool verbose = false;
    int dump = -1;
    QStringList paths;
    for (int i = 1; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        if (argument == QLatin1String("--runs") && i + 1 < argc)
            runs = std::atoi(argv[++i]);
        else if (argument == QLatin1String("--seed") && i + 1 < argc)
            seed = quint32(std::strtoul(argv[++i], nullptr, 10));
        else if (argument == QLatin1String("--dump") && i + 1 < argc)
            dump = std::atoi(argv[++i]);
        else if (argument == QLatin1String("--verbose"))
            verbose = true;
        else
            paths.append(argument);
    }
    const Corpus corpus = readCorpus(paths);
    if (corpus.inputs.isEmpty()) {
        std::fprintf(stderr, "fuzz: no corpus given\n");
        return 2;
    }

    QElapsedTimer timer;
    timer.start();
    for (qsizetype i = 0; i < corpus.inputs.size() && dump < 0; ++i) {
        if (verbose)
            std::fprintf(stderr, "corpus %s\n", qPrintable(corpus.names.at(i)));
        const QByteArray &input = corpus.inputs.at(i);
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()),
                               size_t(input.size()));
    }
    QRandomGenerator random(seed);
    for (int run = 0; run < runs; ++run) {
        const int source = random.bounded(int(corpus.inputs.size()));
        QByteArray input = corpus.inputs.at(source);
        QString what = QFileInfo(corpus.names.at(source)).fileName();
        for (int count = 1 + random.bounded(4); count > 0; --count)
            mutate(input, corpus, random, what);
        if (run == dump) {
            std::fwrite(input.constData(), 1, size_t(input.size()), stdout);
            return 0;
        }
        if (dump >= 0)
            continue;
        if (verbose)
            std::fprintf(stderr, "run %d: %s\n", run, qPrintable(what));
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()),
                               size_t(input.size()));
    }
    std::printf("%lld corpus inputs and %d mutations (seed %u) in %lld ms\n",
                static_cast<long long>(corpus.inputs.size()), runs, seed,
                static_cast<long long>(timer.elapsed()));
    return 0;
}
