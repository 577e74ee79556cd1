// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/striker/refereeaids.h"

#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "engine/dice.h"
#include "families/striker/rules/strikeraids.h"
#include "ruleset/ruleset.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hexwright {

RefereeAids::RefereeAids(ScenarioDocument *document, QWidget *parent, quint64 seed)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("refereeAids"));
    setWindowTitle(tr("Referee Aids: %1").arg(ruleset().name));
    auto *layout = new QVBoxLayout(this);

    auto *lost = new QLabel(
        tr("<b>No full game:</b> Book 1 (the sequence of play, movement, spotting, to-hit, "
           "damage and morale tables) and Book 3 (equipment and design) are lost. These pages "
           "give the procedures the surviving advanced book does define, for a referee to roll. "
           "Each page names what the lost books would give."),
        this);
    lost->setObjectName(QStringLiteral("lostNotice"));
    lost->setWordWrap(true);
    layout->addWidget(lost);

    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(new QLabel(tr("Dice seed:"), this));
    m_seedEdit = new QLineEdit(this);
    m_seedEdit->setObjectName(QStringLiteral("seed"));
    m_seedEdit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), this));
    m_seedEdit->setToolTip(tr("The same seed gives the same rolls in the same order"));
    seedRow->addWidget(m_seedEdit, 1);
    auto *newSeed = new QPushButton(tr("New Seed"), this);
    newSeed->setObjectName(QStringLiteral("newSeed"));
    seedRow->addWidget(newSeed);
    auto *restart = new QPushButton(tr("Restart Dice"), this);
    restart->setObjectName(QStringLiteral("restartDice"));
    restart->setToolTip(tr("Roll again from the first roll of this seed"));
    seedRow->addWidget(restart);
    layout->addLayout(seedRow);
    connect(m_seedEdit, &QLineEdit::editingFinished, this,
            [this] { setSeed(m_seedEdit->text().toULongLong()); });
    connect(newSeed, &QPushButton::clicked, this,
            [this] { setSeed(QRandomGenerator::global()->bounded(1, 1000000)); });
    connect(restart, &QPushButton::clicked, this, [this] { setSeed(m_seed); });

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("aidPages"));
    layout->addWidget(m_pages, 1);
    buildIndirectFire();
    buildBombing();
    buildMines();
    buildSpotting();
    buildMorale();
    buildAircraft();
    buildDrones();
    buildSpecialMunitions();
    buildMelee();
    buildSensors();
    buildAmmunition();
    buildMissiles();
    buildDogfight();
    buildDemolitions();
    buildEncumbrance();
    buildSequence();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    setSeed(seed ? seed : QRandomGenerator::global()->bounded(1, 1000000));
    resize(1100, 760);
}

RefereeAids::~RefereeAids() = default;

void RefereeAids::setSeed(quint64 seed)
{
    m_seed = seed;
    m_dice = std::make_unique<Dice>(seed);
    m_seedEdit->setText(QString::number(seed));
}

int RefereeAids::rollCount() const
{
    return m_dice ? m_dice->count() : 0;
}

const Ruleset &RefereeAids::ruleset() const
{
    return m_document->ruleset();
}

QList<int> RefereeAids::roll(int count, const QString &purpose)
{
    return m_dice->roll(count, purpose).faces;
}

QString RefereeAids::rollNote(const QList<int> &faces) const
{
    QStringList shown;
    for (int face : faces)
        shown.append(QString::number(face));
    return tr("Seed %1, roll %2: %3")
        .arg(m_seed)
        .arg(m_dice->count())
        .arg(shown.join(QStringLiteral(" + ")));
}

QString RefereeAids::linesHtml(const QList<strikeraids::AidLine> &lines)
{
    if (lines.isEmpty())
        return tr("<p>No modifiers.</p>");
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const strikeraids::AidLine &line : lines) {
        const QString value = line.threshold ? QStringLiteral("%1+").arg(line.value)
            : line.multiple                  ? QStringLiteral("\u00d7%1").arg(line.value)
                                             : QStringLiteral("%1%2")
                                  .arg(line.value >= 0 ? QStringLiteral("+") : QString())
                                  .arg(line.value);
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2</td></tr>")
                    .arg(line.reason.toHtmlEscaped(), value);
    }
    return html + QStringLiteral("</table>");
}

void RefereeAids::addPage(const QString &title, const QString &id, const QString &rules,
                          const QStringList &missing, QFormLayout *inputs, RollFn roll,
                          const QString &rollText)
{
    auto *page = new QWidget;
    page->setObjectName(id);
    auto *row = new QHBoxLayout(page);

    // Left: the inputs (scrolled when they are many) and the Roll button; right: the result
    // over the panel of what is missing.
    auto *left = new QVBoxLayout;
    auto *inputBox = new QGroupBox(tr("Inputs"));
    // A long label puts its field on the next line rather than push it out of sight.
    inputs->setRowWrapPolicy(QFormLayout::WrapLongRows);
    inputBox->setLayout(inputs);
    auto *scroll = new QScrollArea(page);
    scroll->setWidget(inputBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    left->addWidget(scroll, 1);
    auto *rollButton = new QPushButton(rollText.isEmpty() ? tr("&Roll") : rollText, page);
    rollButton->setObjectName(QStringLiteral("roll"));
    left->addWidget(rollButton);
    row->addLayout(left, 1);

    auto *right = new QVBoxLayout;
    auto *result = new QTextBrowser(page);
    result->setObjectName(QStringLiteral("result"));
    result->setPlaceholderText(tr("Set the inputs and roll."));
    right->addWidget(result, 3);

    auto *missingBox = new QGroupBox(tr("What the lost books would give"), page);
    missingBox->setObjectName(QStringLiteral("missing"));
    auto *missingLayout = new QVBoxLayout(missingBox);
    auto *from = new QLabel(tr("From the advanced book: %1").arg(rules), missingBox);
    from->setWordWrap(true);
    missingLayout->addWidget(from);
    QString list = QStringLiteral("<ul>");
    for (const QString &item : missing)
        list += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    auto *missingList = new QLabel(list + QStringLiteral("</ul>"), missingBox);
    missingList->setObjectName(QStringLiteral("missingList"));
    missingList->setWordWrap(true);
    missingList->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    missingLayout->addWidget(missingList, 1);
    right->addWidget(missingBox, 2);
    row->addLayout(right, 1);

    connect(rollButton, &QPushButton::clicked, this,
            [result, roll = std::move(roll)] { result->setHtml(roll()); });
    m_pages->addTab(page, title);
}

QString RefereeAids::ruleOption(const QString &optionId) const
{
    return ruleOptionValues(m_document->scenario(), ruleset()).value(optionId);
}

QComboBox *RefereeAids::ruleOptionChoice(QFormLayout *form, const char *name,
                                         const QString &optionId)
{
    auto *box = new QComboBox;
    box->setObjectName(QLatin1String(name));
    const RuleOption *option = ruleset().findOption(optionId);
    if (!option)
        return box;
    for (const RuleChoice &choice : option->choices) {
        box->addItem(choice.description, choice.value);
        box->setItemData(box->count() - 1, choice.description, Qt::ToolTipRole);
    }
    const auto show = [this, box, optionId] {
        const QSignalBlocker blocker(box);
        box->setCurrentIndex(std::max(0, box->findData(ruleOption(optionId))));
    };
    show();
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(24);
    form->addRow(option->name + QLatin1Char(':'), box);
    connect(box, &QComboBox::currentIndexChanged, this, [this, box, optionId] {
        const RuleOption *option = ruleset().findOption(optionId);
        const QString value = box->currentData().toString();
        if (!option || value == ruleOption(optionId))
            return;
        Scenario s = m_document->scenario();
        if (value == option->defaultValue)
            s.ruleOptions.remove(optionId);
        else
            s.ruleOptions.insert(optionId, value);
        m_document->undoStack()->push(
            new ReplaceScenario(m_document, s, tr("%1: %2").arg(option->name, value)));
    });
    // Undo, redo or another editor changing the scenario: the row follows.
    connect(m_document, &ScenarioDocument::metadataChanged, box, show);
    return box;
}

} // namespace hexwright
