// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/**
 * The rules of play of the Hammer's Slammers family as small functions over plain data
 * (namespace hexwright::rules): each cites the book's section (../shared/rules/
 * seed-000-hammers-slammers.md) and is pinned by tests (tst_rules, tst_los). The playtest
 * engine (play/), the map's LOS tool and `hexwright-cli los` all call these.
 *
 * - rulechoices.h: the book's ambiguities as an explicit RuleChoices struct;
 * - battlefield.h: terrain, roads, rubble and fortresses by HexCoord;
 * - unitkinds.h: what a unit type is (infantry, APC, calliope, ...);
 * - los.h: line of sight (§3.17, §4.3);
 * - movement.h: entry costs, reachable hexes, towing, skimmer pools, stacking (§3.4-3.7);
 * - combat.h: range, odds, CRT, defence, close assault, gas, CAF (§3.8-3.14, §5);
 * - effects.h: disruption and rubble (§3.15, §3.16);
 * - rally.h: rally, morale steps, desertion (§3.1, sc.9);
 * - paradrop.h: scatter and landing (§3.2).
 */

#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/combat.h"
#include "families/hammers-slammers/rules/effects.h"
#include "families/hammers-slammers/rules/los.h"
#include "families/hammers-slammers/rules/movement.h"
#include "families/hammers-slammers/rules/paradrop.h"
#include "families/hammers-slammers/rules/rally.h"
#include "families/hammers-slammers/rules/rulechoices.h"
#include "families/hammers-slammers/rules/unitkinds.h"
