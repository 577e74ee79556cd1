<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccessibleNames</name>
    <message>
        <location filename="../editor/shell/accessiblenames.cpp" line="30"/>
        <source>More Tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/shell/accessiblenames.cpp" line="38"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>ActionTip</name>
    <message>
        <location filename="../editor/shell/actionicons.cpp" line="57"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AttackPreview</name>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="29"/>
        <source>%1 is not on the map</source>
        <translation>%1 ist nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="44"/>
        <source>%1 is out of range (%2 hexes)</source>
        <translation>%1 ist außer Reichweite (%2 Hexfelder)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="46"/>
        <source>%1 has no line of sight</source>
        <translation>%1 hat keine Sichtlinie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="51"/>
        <source>No attacker chosen</source>
        <translation>Kein Angreifer gewählt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="86"/>
        <source>%1 is not in the target hex</source>
        <translation>%1 ist nicht im Zielfeld</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="93"/>
        <source>No target chosen</source>
        <translation>Kein Ziel gewählt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="103"/>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="125"/>
        <source>Odds of %1 are below the table</source>
        <translation>Ein Verhältnis von %1 liegt unterhalb der Tabelle</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="24"/>
        <source>%n side(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="27"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="29"/>
        <source>%n panel(s)</source>
        <translation>
            <numerusform>%n Kartenteil</numerusform>
            <numerusform>%n Kartenteile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="194"/>
        <source>Wins per side (95 % interval)</source>
        <translation>Siege je Seite (95-%-Intervall)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="197"/>
        <source>No game was played.</source>
        <translation>Es wurde kein Spiel gespielt.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="209"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="212"/>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="224"/>
        <source>Game length (turns)</source>
        <translation>Spiellänge (Runden)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="227"/>
        <source>No game ended.</source>
        <translation>Kein Spiel wurde beendet.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="280"/>
        <source>Survival per unit type (95 % interval), kills per piece</source>
        <translation>Überleben je Einheitentyp (95-%-Intervall), Abschüsse je Spielstein</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="283"/>
        <source>The games named no unit types.</source>
        <translation>Die Spiele nannten keine Einheitentypen.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="297"/>
        <source>%1, kills %2</source>
        <translation>%1, Abschüsse %2</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="308"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="311"/>
        <source>Not applicable: %1</source>
        <translation>Nicht anwendbar: %1</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="315"/>
        <source>No games with the order swapped.</source>
        <translation>Keine Spiele mit vertauschter Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="324"/>
        <location filename="../model/export/balancecharts.cpp" line="328"/>
        <source>%1 moving first</source>
        <translation>%1 zieht zuerst</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="326"/>
        <location filename="../model/export/balancecharts.cpp" line="330"/>
        <source>%1 moving second</source>
        <translation>%1 zieht als Zweiter</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="332"/>
        <source>Whoever moves first (of decided)</source>
        <translation>Wer zuerst zieht (von den entschiedenen)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="340"/>
        <source>Where games were decided: pieces lost, objectives taken</source>
        <translation>Wo Spiele entschieden wurden: verlorene Spielsteine, eingenommene Missionsziele</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="399"/>
        <source>No piece was lost and no objective taken.</source>
        <translation>Kein Spielstein ging verloren und kein Missionsziel wurde eingenommen.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="400"/>
        <source>Disc area: pieces lost and objectives taken there (the largest: %1); a ring: an objective taken</source>
        <translation>Kreisfläche: dort verlorene Spielsteine und eingenommene Missionsziele (die größte: %1); ein Ring: ein eingenommenes Missionsziel</translation>
    </message>
</context>
<context>
    <name>BalancePdf</name>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="124"/>
        <source>Balance report: %1</source>
        <translation>Balance-Bericht: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/export/balancepdf.cpp" line="148"/>
        <source>%n game(s), seed %1, agents %2</source>
        <translation>
            <numerusform>%n Spiel, Startwert %1, Agenten %2</numerusform>
            <numerusform>%n Spiele, Startwert %1, Agenten %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="152"/>
        <source> (cancelled before the end)</source>
        <translation> (vor dem Ende abgebrochen)</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Rate</source>
        <translation>Quote</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="167"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="167"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="168"/>
        <source>Defeats</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="168"/>
        <source>Pieces lost a game</source>
        <translation>Verlorene Spielsteine je Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/export/balancepdf.cpp" line="172"/>
        <source>%n game(s) did not end (stopped at the action cap or by an engine error).</source>
        <translation>
            <numerusform>%n Spiel wurde nicht beendet (am Aktionslimit oder durch einen Engine-Fehler gestoppt).</numerusform>
            <numerusform>%n Spiele wurden nicht beendet (am Aktionslimit oder durch einen Engine-Fehler gestoppt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="196"/>
        <source>These results rest on provisional values (our estimates where the book gives none):</source>
        <translation>Diese Ergebnisse beruhen auf vorläufigen Werten (unsere Schätzungen, wo das Regelbuch keine angibt):</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="217"/>
        <source>The board is not at hand: the places follow.</source>
        <translation>Der Spielplan ist nicht verfügbar: Es folgen die Orte.</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="224"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="224"/>
        <source>Pieces lost</source>
        <translation>Verlorene Spielsteine</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="225"/>
        <source>Objectives taken</source>
        <translation>Eingenommene Missionsziele</translation>
    </message>
</context>
<context>
    <name>CounterSheet</name>
    <message>
        <location filename="../model/export/countersheet.cpp" line="67"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="83"/>
        <location filename="../model/export/countersheet.cpp" line="319"/>
        <source>Counters</source>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="86"/>
        <source>Counters, page %1 of %2</source>
        <translation>Spielsteine, Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="93"/>
        <source>Counter backs</source>
        <translation>Spielstein-Rückseiten</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="100"/>
        <source>Backs of counters page %1: print double-sided, flipping on the long edge</source>
        <translation>Rückseiten der Spielsteinseite %1: beidseitig drucken, an der langen Kante wenden</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="105"/>
        <source>Counter backs, page %1 of %2</source>
        <translation>Spielstein-Rückseiten, Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="266"/>
        <source>%1: 1 counter</source>
        <translation>%1: 1 Spielstein</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="267"/>
        <source>%1: %2 counters</source>
        <translation>%1: %2 Spielsteine</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="273"/>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="322"/>
        <source>The scenario has no units.</source>
        <translation>Das Szenario hat keine Einheiten.</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet_face.cpp" line="452"/>
        <source>A counter with a solid top right corner has provisional factors: values not printed in the source text.</source>
        <translation>Ein Spielstein mit ausgefüllter rechter oberer Ecke hat vorläufige Werte: Werte, die im Regeltext nicht abgedruckt sind.</translation>
    </message>
</context>
<context>
    <name>CruciblePrint</name>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="34"/>
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="36"/>
        <source>Combat car</source>
        <translation>Kampfwagen</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="38"/>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="40"/>
        <source>Mounted infantry</source>
        <translation>Aufgesessene Infanterie</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="42"/>
        <source>Master control vehicle</source>
        <translation>Leitfahrzeug</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="44"/>
        <source>Remote unit</source>
        <translation>Ferngesteuerte Einheit</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="46"/>
        <source>Firefly</source>
        <translation>Firefly</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="48"/>
        <source>Towed gun</source>
        <translation>Gezogenes Geschütz</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="50"/>
        <source>Deployable gun</source>
        <translation>Aufstellbares Geschütz</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="58"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="60"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="62"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="64"/>
        <source>Rear</source>
        <translation>Heck</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="65"/>
        <source>360°</source>
        <translation>360°</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="71"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="73"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="75"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="77"/>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="78"/>
        <source>Fast Lt NoE</source>
        <translation>Schnell Lt NoE</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="113"/>
        <source>Prime %1</source>
        <translation>Prime %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="116"/>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="179"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="118"/>
        <source>DV F/S/R/T</source>
        <translation>DV F/S/R/T</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="121"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="124"/>
        <source>Controls</source>
        <translation>Steuert</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="126"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="126"/>
        <source>Sh</source>
        <translation>Sh</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="127"/>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="127"/>
        <source>Arcs</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="143"/>
        <source>%1 hits on %2+</source>
        <translation>%1 trifft bei %2+</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="146"/>
        <source>%1 intercepts: %n roll(s)</source>
        <translation>
            <numerusform>%1 fängt ab: %n Wurf</numerusform>
            <numerusform>%1 fängt ab: %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="148"/>
        <source> at %1 QR</source>
        <translation> bei %1 QR</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="152"/>
        <source>CQ: +1 QR more at close range</source>
        <translation>CQ: +1 QR mehr auf kurze Entfernung</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="162"/>
        <source>Skills: %1</source>
        <translation>Fertigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="177"/>
        <source>Force roster</source>
        <translation>Truppenliste</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="178"/>
        <source>Detachment</source>
        <translation>Abteilung</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="178"/>
        <source>TUs and skills</source>
        <translation>TUs und Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="183"/>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="184"/>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="184"/>
        <source>Rides in, skills</source>
        <translation>Fährt in, Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="185"/>
        <source>LV</source>
        <translation>LV</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="207"/>
        <source>%1 (&apos;%2&apos;)</source>
        <translation>%1 („%2“)</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="219"/>
        <source>%n backup weapon(s)</source>
        <translation>
            <numerusform>%n Reservewaffe</numerusform>
            <numerusform>%n Reservewaffen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="221"/>
        <source>controlled by &apos;%1&apos;</source>
        <translation>gesteuert von „%1“</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="225"/>
        <source>Force total: %1 points, leaders and skills included</source>
        <translation>Truppen gesamt: %1 Punkte, Anführer und Fertigkeiten eingeschlossen</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="228"/>
        <source>Budget: %1 points</source>
        <translation>Budget: %1 Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="237"/>
        <source>Leadership Points: 2d6 + the leader&apos;s LV each turn</source>
        <translation>Führungspunkte: 2W6 + LV des Anführers in jeder Runde</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="238"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="238"/>
        <source>LP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="252"/>
        <source>Not in Rules Supplement 4</source>
        <translation>Nicht in Rules Supplement 4</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="254"/>
        <source>The core book is lost. Values marked %1 are Hexwright&apos;s, not the rules&apos;: type the real ones in Scenario &gt; Ruleset Charts.</source>
        <translation>Das Grundregelbuch ist verloren. Mit %1 markierte Werte stammen von Hexwright, nicht aus den Regeln: Geben Sie die echten unter Szenario &gt; Regelwerks-Tabellen ein.</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="257"/>
        <source>Missing: the full QR chart, ranges and speeds by scale, the damage and terrain charts, the points of troop classes, leaders and skills, morale, Close Assault values, and how games are won.</source>
        <translation>Es fehlen: die vollständige QR-Tabelle, Reichweiten und Geschwindigkeiten nach Maßstab, die Schadens- und Geländetabellen, die Punkte der Truppenklassen, Anführer und Fertigkeiten, Moral, Nahkampfwerte und die Siegbedingungen.</translation>
    </message>
</context>
<context>
    <name>CrucibleRoster</name>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="55"/>
        <source>%1 Troop</source>
        <translation>Trupp %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="56"/>
        <source>%1 detachment</source>
        <translation>Abteilung %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="58"/>
        <source>Prime %1</source>
        <translation>Prime %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="139"/>
        <source>LV %1</source>
        <translation>LV %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="140"/>
        <source>LV %1+%2 (%3)</source>
        <translation>LV %1+%2 (%3)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="142"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="164"/>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="253"/>
        <source>TUs</source>
        <translation>TUs</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="172"/>
        <source>QR</source>
        <translation>QR</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="175"/>
        <source>Sgt LV</source>
        <translation>Sgt LV</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="189"/>
        <source>%1 × %2: %3 points</source>
        <translation>%1 × %2: %3 Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="194"/>
        <source>%1; rides in %2</source>
        <translation>%1; fährt in %2</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="203"/>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="254"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="207"/>
        <source>Prime: every TU has %1</source>
        <translation>Prime: jede TU hat %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="209"/>
        <source>the text&apos;s total %1</source>
        <translation>Summe laut Text %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="213"/>
        <source>Skills: %1</source>
        <translation>Fertigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="253"/>
        <source>Leaders riding in them, skills</source>
        <translation>Darin fahrende Anführer, Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="262"/>
        <source>skills: %1</source>
        <translation>Fertigkeiten: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprint.cpp" line="265"/>
        <source>%n backup weapon(s)</source>
        <translation>
            <numerusform>%n Reservewaffe</numerusform>
            <numerusform>%n Reservewaffen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="267"/>
        <source>controlled by %1</source>
        <translation>kontrolliert von %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="279"/>
        <source>%1 TUs of %2%3</source>
        <translation>%1 TUs von %2%3</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="283"/>
        <source>%1 TUs</source>
        <translation>%1 TUs</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="284"/>
        <source>; detachment total %1 points</source>
        <translation>; Abteilung gesamt %1 Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="287"/>
        <source> (the text&apos;s Prime total: %1)</source>
        <translation> (Prime-Summe laut Text: %1)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="296"/>
        <source>Force total</source>
        <translation>Truppe gesamt</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="299"/>
        <source>%1 points of a budget of %2</source>
        <translation>%1 Punkte bei einem Budget von %2</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="300"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="302"/>
        <source>%1 ours: the supplement gives no points for this class&apos;s leaders or these skills.</source>
        <translation>%1 eigene Werte: Das Supplement nennt keine Punkte für die Anführer dieser Klasse oder diese Fertigkeiten.</translation>
    </message>
</context>
<context>
    <name>CrucibleText</name>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="31"/>
        <source>expected a list of ids</source>
        <translation>eine Liste von IDs erwartet</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="41"/>
        <source>expected an id, not a list or mapping</source>
        <translation>eine ID erwartet, keine Liste oder Zuordnung</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="56"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="80"/>
        <source>expected a mapping of detachments by id</source>
        <translation>eine Zuordnung von Abteilungen nach ID erwartet</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="88"/>
        <source>expected a mapping (name, class, troop, prime)</source>
        <translation>eine Zuordnung erwartet (name, class, troop, prime)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="105"/>
        <source>unknown key &apos;%1&apos; of a detachment (name, class, troop, prime)</source>
        <translation>unbekannter Schlüssel „%1“ einer Abteilung (name, class, troop, prime)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="137"/>
        <source>expected a list of leaders</source>
        <translation>eine Liste von Anführern erwartet</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="143"/>
        <source>expected a leader (rank, name, lv, skills)</source>
        <translation>einen Anführer erwartet (rank, name, lv, skills)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="163"/>
        <source>unknown key &apos;%1&apos; (detachment, leaders, skills, backup_weapons, controller)</source>
        <translation>unbekannter Schlüssel „%1“ (detachment, leaders, skills, backup_weapons, controller)</translation>
    </message>
</context>
<context>
    <name>FamilyRules</name>
    <message>
        <location filename="../model/families/familyrules.cpp" line="54"/>
        <location filename="../model/families/familyrules.cpp" line="118"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="111"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="112"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="116"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="120"/>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
</context>
<context>
    <name>HexMap</name>
    <message>
        <location filename="../model/map/hexmap.cpp" line="19"/>
        <source>the map would be %1 x %2 hexes; Hexwright&apos;s maps are at most %3 hexes a side and %4 hexes in all</source>
        <translation>die Karte wäre %1 x %2 Hexfelder groß; Hexwright-Karten haben höchstens %3 Hexfelder je Seite und %4 Hexfelder insgesamt</translation>
    </message>
    <message>
        <location filename="../model/map/hexmap.cpp" line="330"/>
        <source>board %1, hex %2</source>
        <translation>Spielplan %1, Hexfeld %2</translation>
    </message>
</context>
<context>
    <name>Hexsides</name>
    <message>
        <location filename="../editor/hexsides/hexsidetools.cpp" line="43"/>
        <source>Show &amp;Heights</source>
        <translation>&amp;Höhen anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetools.cpp" line="47"/>
        <source>Shade the hexes that have a height and show the height&apos;s number in them</source>
        <translation>Die Hexfelder mit einer Höhe schattieren und die Höhenzahl darin anzeigen</translation>
    </message>
</context>
<context>
    <name>HsGameSession</name>
    <message>
        <location filename="../validation/families/hammers-slammers/play/hsgamesession.cpp" line="198"/>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
</context>
<context>
    <name>HwPrintedFacts</name>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="45"/>
        <source>Dice:%1%2 hitting on %3+</source>
        <translation>Würfel:%1%2, Treffer bei %3+</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="71"/>
        <source>after a kill in melee, move to and attack an enemy within %1 of the target, up to %2 times.</source>
        <translation>nach einer Vernichtung im Nahkampf zu einem Feind innerhalb von %1 um das Ziel bewegen und ihn angreifen, bis zu %2-mal.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="75"/>
        <source>once a round on activation, place a marker within %1; each enemy within %2 of it takes a %3 attack; move the marker up to %4 and attack again.</source>
        <translation>einmal pro Runde bei Aktivierung einen Marker innerhalb von %1 platzieren; jeder Feind innerhalb von %2 um ihn erleidet einen Angriff %3; den Marker bis zu %4 bewegen und erneut angreifen.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="80"/>
        <source>after a melee attack, move up to %1, not into base contact.</source>
        <translation>nach einem Nahkampfangriff bis zu %1 bewegen, nicht in Basekontakt.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="83"/>
        <source>its attacks ignore cover.</source>
        <translation>ihre Angriffe ignorieren Deckung.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="85"/>
        <source>Run moves %1 times Move instead of 2, not into base contact.</source>
        <translation>Rennen bewegt %1-mal die Bewegung statt 2-mal, nicht in Basekontakt.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="88"/>
        <source>moving into base contact, a %1 attack on that enemy.</source>
        <translation>bei Bewegung in Basekontakt ein Angriff %1 auf diesen Feind.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="100"/>
        <source>%n VP if you hold your secret objective marker at the end.</source>
        <translation>
            <numerusform>%n SP, wenn Sie am Ende Ihren geheimen Missionszielmarker halten.</numerusform>
            <numerusform>%n SP, wenn Sie am Ende Ihren geheimen Missionszielmarker halten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="103"/>
        <source>%n VP if you hold more objective markers than the opponent at the end.</source>
        <translation>
            <numerusform>%n SP, wenn Sie am Ende mehr Missionszielmarker halten als der Gegner.</numerusform>
            <numerusform>%n SP, wenn Sie am Ende mehr Missionszielmarker halten als der Gegner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="107"/>
        <source>%n VP if at least 1/%1 (rounded down) of your units on the table are within %2 of the enemy table edge at the end.</source>
        <translation>
            <numerusform>%n SP, wenn am Ende mindestens 1/%1 (abgerundet) Ihrer Einheiten auf dem Spieltisch innerhalb von %2 von der gegnerischen Tischkante stehen.</numerusform>
            <numerusform>%n SP, wenn am Ende mindestens 1/%1 (abgerundet) Ihrer Einheiten auf dem Spieltisch innerhalb von %2 von der gegnerischen Tischkante stehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="114"/>
        <source>%n VP if at least one enemy %1 is killed, or the opponent never deploys one.</source>
        <translation>
            <numerusform>%n SP, wenn mindestens ein feindliches %1 vernichtet wird oder der Gegner nie eines aufstellt.</numerusform>
            <numerusform>%n SP, wenn mindestens ein feindliches %1 vernichtet wird oder der Gegner nie eines aufstellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="120"/>
        <source>%n VP.</source>
        <translation>
            <numerusform>%n SP.</numerusform>
            <numerusform>%n SP.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="128"/>
        <source>each enemy unit within %1 of the marker takes a %2 attack</source>
        <translation>jede feindliche Einheit innerhalb von %1 um den Marker erleidet einen Angriff %2</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="132"/>
        <source>your units within %1 of the marker get %2 to their attack rolls</source>
        <translation>Ihre Einheiten innerhalb von %1 um den Marker erhalten %2 auf ihre Angriffswürfe</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="136"/>
        <source>You may declare it openly at any time: %1.</source>
        <translation>Sie dürfen ihn jederzeit offen erklären: %1.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="137"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="144"/>
        <source>Going first in a round</source>
        <translation>Als Erster in einer Runde</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="146"/>
        <source>End of each round</source>
        <translation>Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="148"/>
        <source>Every %1 of your units lost</source>
        <translation>Je %1 verlorene eigene Einheiten</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="151"/>
        <source>Each %1 of yours lost</source>
        <translation>Für jede eigene verlorene Einheit %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="157"/>
        <source>, and the opponent scores %n VP</source>
        <translation>
            <numerusform>, und der Gegner erhält %n SP</numerusform>
            <numerusform>, und der Gegner erhält %n SP</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="179"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="179"/>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="180"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="181"/>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="183"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="185"/>
        <source>Armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="186"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="189"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="190"/>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="193"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="195"/>
        <source>vs %1</source>
        <translation>gegen %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="208"/>
        <source>* Blast: %n more dice against each enemy within %1 of the target.</source>
        <translation>
            <numerusform>* Explosion: %n Würfel mehr gegen jeden Feind innerhalb von %1 um das Ziel.</numerusform>
            <numerusform>* Explosion: %n Würfel mehr gegen jeden Feind innerhalb von %1 um das Ziel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="217"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="230"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="232"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="234"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="301"/>
        <source>(none chosen)</source>
        <translation>(keine gewählt)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="243"/>
        <source>Its goals</source>
        <translation>Ihre Aufträge</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="243"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="251"/>
        <source>Unit pool</source>
        <translation>Einheitenpool</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="252"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="252"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="253"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="253"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="280"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="283"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="300"/>
        <source>Goal</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="287"/>
        <source>(not chosen)</source>
        <translation>(nicht gewählt)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="291"/>
        <source>%1 (marker &quot;%2&quot;)</source>
        <translation>%1 (Marker „%2“)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="294"/>
        <source>Secret objective</source>
        <translation>Geheimes Missionsziel</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="310"/>
        <source>Morale counter</source>
        <translation>Moralzähler</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="316"/>
        <source>At 0: the opponent scores %n VP</source>
        <translation>
            <numerusform>Bei 0: Der Gegner erhält %n SP</numerusform>
            <numerusform>Bei 0: Der Gegner erhält %n SP</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="318"/>
        <source> and the game ends at once</source>
        <translation> und das Spiel endet sofort</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="325"/>
        <source>Income and deployment</source>
        <translation>Einkommen und Aufstellung</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="326"/>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="327"/>
        <source>%1 pts and %2 xp at the start of each of your deployment phases</source>
        <translation>%1 Pkt. und %2 EP zu Beginn jeder Ihrer Aufstellungsphasen</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="333"/>
        <source>Unspent pts are %1; unspent xp are %2.</source>
        <translation>Nicht ausgegebene Pkt.: %1; nicht ausgegebene EP: %2.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="334"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="335"/>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="334"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="335"/>
        <source>lost</source>
        <translation>verfallen</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="337"/>
        <source>Place bought units within %1 of your table edge, at least %2 from enemy units.</source>
        <translation>Gekaufte Einheiten innerhalb von %1 von Ihrer Tischkante platzieren, mindestens %2 von feindlichen Einheiten entfernt.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="343"/>
        <source>no move</source>
        <translation>keine Bewegung</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="344"/>
        <source>%1x Move</source>
        <translation>%1x Bewegung</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="345"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="347"/>
        <source>may shoot</source>
        <translation>darf schießen</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="348"/>
        <source>no shooting</source>
        <translation>kein Schießen</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="352"/>
        <source>Actions: %1.</source>
        <translation>Aktionen: %1.</translation>
    </message>
</context>
<context>
    <name>HwRules</name>
    <message>
        <location filename="../model/families/hammer-wars/hwsidechoices.cpp" line="32"/>
        <source>Goal</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwsidechoices.cpp" line="42"/>
        <source>Objective</source>
        <translation>Missionsziel</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="28"/>
        <source>Attack %1 (Dice %2, blast)</source>
        <translation>Angriff %1 (Würfel %2, Explosion)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="29"/>
        <source>Attack %1 (Dice %2)</source>
        <translation>Angriff %1 (Würfel %2)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="32"/>
        <source>%1, melee</source>
        <translation>%1, Nahkampf</translation>
    </message>
</context>
<context>
    <name>LayoutText</name>
    <message>
        <location filename="../model/map/layouttext.cpp" line="97"/>
        <source>; the panels are %1</source>
        <translation>; die Kartenteile sind %1</translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="98"/>
        <source>Row %1: unknown panel &apos;%2&apos;</source>
        <translation>Reihe %1: unbekannter Kartenteil „%2“</translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="190"/>
        <source>The layout has no panels: type their ids row by row, north first, e.g. &quot;A B / 4 3 / F E&quot;</source>
        <translation>Die Anordnung hat keine Kartenteile: Geben Sie ihre IDs Reihe für Reihe ein, Norden zuerst, z. B. „A B / 4 3 / F E“</translation>
    </message>
</context>
<context>
    <name>LosTrace</name>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="28"/>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="95"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="117"/>
        <source>Clear</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="95"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="120"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="96"/>
        <source>range %1</source>
        <translation>Entfernung %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="115"/>
        <source>Clear (adjacent hexes always see each other)</source>
        <translation>Frei (benachbarte Hexfelder sehen sich immer)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="121"/>
        <source>Blocked by %1 (%2 &gt; %3)</source>
        <translation>Blockiert durch %1 (%2 &gt; %3)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="135"/>
        <source> (blocks)</source>
        <translation> (blockiert)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="137"/>
        <source>%1 (%2 %3) to %4 (%5 %6), range %7: %8</source>
        <translation>%1 (%2 %3) zu %4 (%5 %6), Entfernung %7: %8</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="145"/>
        <source>. Crossed: %1</source>
        <translation>. Gekreuzt: %1</translation>
    </message>
</context>
<context>
    <name>MakAttack</name>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="118"/>
        <source>Unarmed attack (fixed)</source>
        <translation>Unbewaffneter Angriff (fest)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="125"/>
        <source>Attack %1 at %2 hexes</source>
        <translation>Angriff %1 auf %2 Hexfelder</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="130"/>
        <source>Attacker&apos;s pilot</source>
        <translation>Pilot des Angreifers</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="131"/>
        <source>Target&apos;s defence</source>
        <translation>Verteidigung des Ziels</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="133"/>
        <source>Target&apos;s pilot</source>
        <translation>Pilot des Ziels</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="140"/>
        <source>Range %1 hexes (%2)</source>
        <translation>Entfernung %1 Hexfelder (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="163"/>
        <source>%1 crossed (%2)</source>
        <translation>%1 überquert (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="168"/>
        <source>Indirect attack</source>
        <translation>Indirekter Angriff</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="171"/>
        <source>Target immobilized</source>
        <translation>Ziel bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="174"/>
        <source>Defensive position</source>
        <translation>Verteidigungsstellung</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="177"/>
        <source>Defensive fire at charging infantry</source>
        <translation>Abwehrfeuer auf angreifende Infanterie</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="182"/>
        <source>Direct fire through smoke</source>
        <translation>Direktes Feuer durch Rauch</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="184"/>
        <source>Laser through smoke</source>
        <translation>Laser durch Rauch</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="191"/>
        <source>Night at %1 hexes</source>
        <translation>Nacht auf %1 Hexfelder</translation>
    </message>
</context>
<context>
    <name>MakPrint</name>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="39"/>
        <source>indirect</source>
        <translation>indirekt</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="43"/>
        <source>%1-%2 hexes %3</source>
        <translation>%1-%2 Hexfelder %3</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="67"/>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="68"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="88"/>
        <source>unarmed</source>
        <translation>unbewaffnet</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="99"/>
        <source>DF%1</source>
        <translation>DF%1</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="133"/>
        <location filename="../model/families/mak/makprint.cpp" line="152"/>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="133"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="134"/>
        <location filename="../model/families/mak/makprint.cpp" line="152"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="135"/>
        <location filename="../model/families/mak/makprint.cpp" line="153"/>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="71"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="136"/>
        <location filename="../model/families/mak/makprint.cpp" line="154"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="150"/>
        <source>Pilots in this scenario</source>
        <translation>Piloten in diesem Szenario</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="152"/>
        <source>Serves in</source>
        <translation>Dient in</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="166"/>
        <source>commander (Ld 1)</source>
        <translation>Kommandant (Ld 1)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="168"/>
        <source>second commander (Ld 2)</source>
        <translation>zweiter Kommandant (Ld 2)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="170"/>
        <source>controller (PC)</source>
        <translation>Steuerpilot (PC)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="171"/>
        <source>%1, controller (PC)</source>
        <translation>%1, Steuerpilot (PC)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="176"/>
        <source>pilot %1</source>
        <translation>Pilot %1</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="193"/>
        <source>Pilots of the %1</source>
        <translation>Piloten der %1</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="209"/>
        <source>%1 provisional: our value, not the book&apos;s; the text lists no modifiers for these pilots.</source>
        <translation>%1 vorläufig: unser Wert, nicht der des Regelbuchs; der Text nennt keine Modifikatoren für diese Piloten.</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="73"/>
        <source>Durability</source>
        <translation>Haltbarkeit</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="135"/>
        <location filename="../model/families/mak/makprint.cpp" line="153"/>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="76"/>
        <source>Dog-fight</source>
        <translation>Luftkampf</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="79"/>
        <source>Carries</source>
        <translation>Transportiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/mak/makprintedfacts.cpp" line="80"/>
        <source>%n stacking point(s)</source>
        <translation>
            <numerusform>%n Stapelpunkt</numerusform>
            <numerusform>%n Stapelpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="82"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="134"/>
        <location filename="../model/families/mak/makprint.cpp" line="153"/>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="82"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="82"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="83"/>
        <source>Rounds</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="93"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="99"/>
        <source>Its weapons are on the lost unit sheets.</source>
        <translation>Ihre Waffen stehen auf den verlorenen Einheitenbögen.</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="107"/>
        <source>The text does not say whose unit it is.</source>
        <translation>Der Text sagt nicht, wessen Einheit es ist.</translation>
    </message>
</context>
<context>
    <name>MapSheets</name>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="115"/>
        <source>%1 mm at 100 %</source>
        <translation>%1 mm bei 100 %</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="177"/>
        <source>%1 (to the left)</source>
        <translation>%1 (links)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="180"/>
        <source>%1 (above)</source>
        <translation>%1 (oben)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="183"/>
        <source>%1 (to the right)</source>
        <translation>%1 (rechts)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="186"/>
        <source>%1 (below)</source>
        <translation>%1 (unten)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="205"/>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="206"/>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="211"/>
        <source>%1 sheets of %2 %3, %4 rows by %5 columns; the table, %6 by %7, at true scale; %8 mm of table repeated on both sides of each seam.</source>
        <translation>%1 Bögen %2 im %3, %4 Reihen mal %5 Spalten; der Spieltisch, %6 mal %7, in echtem Maßstab; %8 mm des Spieltischs auf beiden Seiten jeder Naht wiederholt.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="221"/>
        <source>%1 sheets of %2 %3, %4 rows by %5 columns; hexes %6 mm across the flats; %7 mm of map repeated on both sides of each seam.</source>
        <translation>%1 Bögen %2 im %3, %4 Reihen mal %5 Spalten; Hexfelder %6 mm über die Flächen gemessen; %7 mm der Karte auf beiden Seiten jeder Naht wiederholt.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="231"/>
        <source>Greyscale: terrain shown by patterns.</source>
        <translation>Graustufen: Gelände durch Muster dargestellt.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="261"/>
        <source>not printed</source>
        <translation>nicht gedruckt</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="274"/>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="314"/>
        <source>1. Print at actual size (100 %, no &quot;fit to page&quot;): the scale bar at the top of each sheet must measure %1 mm.
2. Sheets are named by row (letters, from the top) and column (numbers, from the left): B3 is the second row, third column. Each sheet&apos;s edges give the table&apos;s coordinates at the grid lines.
3. Start with A1. Trim every other sheet along the solid cut marks on its left and top edges (the dashed line joins them), lay it over the sheets to its left and above so that the cut edge runs through the crosses and the grid lines match, and glue it there.</source>
        <translation>1. In Originalgröße drucken (100 %, kein „An Seite anpassen“): Der Maßstabsbalken oben auf jedem Bogen muss %1 mm messen.
2. Die Bögen sind nach Reihe (Buchstaben, von oben) und Spalte (Zahlen, von links) benannt: B3 ist die zweite Reihe, dritte Spalte. Die Ränder jedes Bogens geben die Koordinaten des Spieltischs an den Rasterlinien an.
3. Mit A1 beginnen. Jeden weiteren Bogen entlang der durchgezogenen Schneidemarken an seinem linken und oberen Rand beschneiden (die gestrichelte Linie verbindet sie), ihn so über die Bögen links und oberhalb von ihm legen, dass die Schnittkante durch die Kreuze verläuft und die Rasterlinien übereinstimmen, und dort festkleben.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="325"/>
        <source>1. Print at actual size (100 %, no &quot;fit to page&quot;): the scale bar at the top of each sheet must measure %1 mm.
2. Sheets are named by row (letters, from the top) and column (numbers, from the left): B3 is the second row, third column. Grey cells hold no map and are not printed.
3. Start with A1. Trim every other sheet along the solid cut marks on its left and top edges (the dashed line joins them), lay it over the sheets to its left and above so that the cut edge runs through the crosses and the hexes match, and glue it there.</source>
        <translation>1. In Originalgröße drucken (100 %, kein „An Seite anpassen“): Der Maßstabsbalken oben auf jedem Bogen muss %1 mm messen.
2. Die Bögen sind nach Reihe (Buchstaben, von oben) und Spalte (Zahlen, von links) benannt: B3 ist die zweite Reihe, dritte Spalte. Graue Zellen enthalten keine Karte und werden nicht gedruckt.
3. Mit A1 beginnen. Jeden weiteren Bogen entlang der durchgezogenen Schneidemarken an seinem linken und oberen Rand beschneiden (die gestrichelte Linie verbindet sie), ihn so über die Bögen links und oberhalb von ihm legen, dass die Schnittkante durch die Kreuze verläuft und die Hexfelder übereinstimmen, und dort festkleben.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_table.cpp" line="63"/>
        <source>true scale: 1 %1 on the table = 1 %1 on paper; grid %2</source>
        <translation>echter Maßstab: 1 %1 auf dem Spieltisch = 1 %1 auf dem Papier; Raster %2</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="49"/>
        <source>hex size %1 mm is out of range (%2 to %3 mm)</source>
        <translation>Hexfeldgröße %1 mm liegt außerhalb des zulässigen Bereichs (%2 bis %3 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="54"/>
        <source>overlap %1 mm is out of range (0 to %2 mm)</source>
        <translation>Überlappung %1 mm liegt außerhalb des zulässigen Bereichs (0 bis %2 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="58"/>
        <source>margin %1 mm is out of range (0 to %2 mm)</source>
        <translation>Rand %1 mm liegt außerhalb des zulässigen Bereichs (0 bis %2 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="176"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="184"/>
        <source>%1: map sheets</source>
        <translation>%1: Kartenbögen</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="263"/>
        <source>1 hex = %1 mm</source>
        <translation>1 Hexfeld = %1 mm</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="267"/>
        <source>row %1, column %2</source>
        <translation>Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="270"/>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>PanelEdit</name>
    <message>
        <location filename="../model/map/paneledit.cpp" line="183"/>
        <source>Panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../model/map/paneledit.cpp" line="333"/>
        <source>Road %1</source>
        <translation>Straße %1</translation>
    </message>
</context>
<context>
    <name>PanelEditorLauncher</name>
    <message>
        <location filename="../editor/paneleditor.cpp" line="60"/>
        <location filename="../editor/paneleditor.cpp" line="67"/>
        <location filename="../editor/paneleditor.cpp" line="85"/>
        <source>Edit Library Panels</source>
        <translation>Bibliotheks-Kartenteile bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="61"/>
        <source>There is no panel library to edit.</source>
        <translation>Es gibt keine Kartenteil-Bibliothek zum Bearbeiten.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="68"/>
        <source>Panel library to edit:</source>
        <translation>Zu bearbeitende Kartenteil-Bibliothek:</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="86"/>
        <source>The panel library %1 cannot be loaded.
%2</source>
        <translation>Die Kartenteil-Bibliothek %1 kann nicht geladen werden.
%2</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="95"/>
        <source>Panel library saved: scenarios opened from now on use it; reopen %1 to see the edited panels there.</source>
        <translation>Kartenteil-Bibliothek gespeichert: ab jetzt geöffnete Szenarien verwenden sie; öffnen Sie %1 erneut, um dort die bearbeiteten Kartenteile zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="98"/>
        <source>Panel library saved: scenarios opened from now on use it.</source>
        <translation>Kartenteil-Bibliothek gespeichert: ab jetzt geöffnete Szenarien verwenden sie.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="137"/>
        <source>&amp;Edit Library Panels...</source>
        <translation>Bibliotheks-Kartenteile &amp;bearbeiten...</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="140"/>
        <source>Paint and draw roads on the library&apos;s panels themselves, for every scenario</source>
        <translation>Gelände und Straßen direkt auf die Kartenteile der Bibliothek zeichnen, für jedes Szenario</translation>
    </message>
</context>
<context>
    <name>PanelLibraryWriter</name>
    <message>
        <location filename="../model/map/panellibrarywriter.cpp" line="250"/>
        <source>Cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>PaperFields</name>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="18"/>
        <source>%1 (%2 x %3 mm)</source>
        <translation>%1 (%2 x %3 mm)</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="20"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="23"/>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="24"/>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="25"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
</context>
<context>
    <name>ParamEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="105"/>
        <source>Board %1</source>
        <translation>Spielplan %1</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="120"/>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="121"/>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="122"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="123"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="288"/>
        <source>From</source>
        <translation>Ab</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="288"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="295"/>
        <source>Add Level</source>
        <translation>Stufe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="296"/>
        <source>Remove Level</source>
        <translation>Stufe entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="356"/>
        <source>This result from this many units on</source>
        <translation>Dieses Ergebnis ab so vielen Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="401"/>
        <location filename="../editor/victory/parameditors.cpp" line="670"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="412"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="459"/>
        <source>Turns, e.g. 1, 3</source>
        <translation>Runden, z. B. 1, 3</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="671"/>
        <source>Enemy side</source>
        <translation>Gegnerische Seite</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="672"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="673"/>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="674"/>
        <source>At the end of turn</source>
        <translation>Am Ende von Runde</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="675"/>
        <source>By turn</source>
        <translation>Bis Runde</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="676"/>
        <source>Undisrupted units only</source>
        <translation>Nur nicht desorganisierte Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="677"/>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="678"/>
        <source>Fewer losses than</source>
        <translation>Weniger Verluste als</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="679"/>
        <source>Units left</source>
        <translation>Verbliebene Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="680"/>
        <source>Edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="681"/>
        <source>Levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="682"/>
        <source>Points per hex</source>
        <translation>Punkte je Hexfeld</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="683"/>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="684"/>
        <source>Home zones</source>
        <translation>Heimatzonen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="685"/>
        <source>Unit types</source>
        <translation>Einheitentypen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="686"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="687"/>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="688"/>
        <source>On turns</source>
        <translation>In Runden</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="690"/>
        <source>A unit fired upon or close assaulted is free</source>
        <translation>Eine beschossene oder im Nahkampf angegriffene Einheit ist frei</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="691"/>
        <source>Boards</source>
        <translation>Spielpläne</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="692"/>
        <source>Units elsewhere may fire in</source>
        <translation>Einheiten anderswo dürfen hineinfeuern</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="693"/>
        <source>Home boards</source>
        <translation>Heimat-Spielpläne</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="694"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="36"/>
        <source>Pick Hex</source>
        <translation>Hexfeld wählen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="52"/>
        <source>Click a hex to add it; Esc cancels</source>
        <translation>Klicken Sie auf ein Hexfeld, um es hinzuzufügen; Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="100"/>
        <source>Hex, e.g. 0405</source>
        <translation>Hexfeld, z. B. 0405</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="102"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="103"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="104"/>
        <source>Pick on Map</source>
        <translation>Auf Karte wählen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="106"/>
        <source>Click a hex of the map to add it</source>
        <translation>Klicken Sie auf ein Hexfeld der Karte, um es hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="191"/>
        <source>Only the edge of this panel (none checked: the whole map&apos;s edge)</source>
        <translation>Nur der Rand dieses Kartenteils (keiner angehakt: der Rand der ganzen Karte)</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="34"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="108"/>
        <source>untyped</source>
        <translation>ohne Typ</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="116"/>
        <source>the log has a &apos;%1&apos; line where the replay writes a &apos;%2&apos; line</source>
        <translation>das Protokoll hat eine „%1“-Zeile, wo die Wiederholung eine „%2“-Zeile schreibt</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="126"/>
        <source>roll %1 (%2) does not reproduce: the log has %3 %4, the replay %5</source>
        <translation>Wurf %1 (%2) lässt sich nicht reproduzieren: das Protokoll hat %3 %4, die Wiederholung %5</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="133"/>
        <source>roll %1 (%2): the log says roll total %3, the replay rolled %4</source>
        <translation>Wurf %1 (%2): das Protokoll nennt die Wurfsumme %3, die Wiederholung würfelte %4</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="139"/>
        <source>roll %1 (%2) was read against other inputs: the log has %3 %4, the replay %5</source>
        <translation>Wurf %1 (%2) wurde gegen andere Eingaben gelesen: das Protokoll hat %3 %4, die Wiederholung %5</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="148"/>
        <source>the final summary differs in &quot;%1&quot;: the log has %2, the replay %3</source>
        <translation>die Schlusszusammenfassung unterscheidet sich in „%1“: das Protokoll hat %2, die Wiederholung %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="150"/>
        <source>the &apos;%1&apos; line differs in &quot;%2&quot;: the log has %3, the replay %4</source>
        <translation>die „%1“-Zeile unterscheidet sich in „%2“: das Protokoll hat %3, die Wiederholung %4</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="163"/>
        <source>the log was recorded on another version of the scenario (its text has changed)</source>
        <translation>das Protokoll wurde mit einer anderen Version des Szenarios aufgezeichnet (sein Text hat sich geändert)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="169"/>
        <source>the log played rule option %1 as &quot;%2&quot;, this scenario plays &quot;%3&quot;</source>
        <translation>das Protokoll spielte die Regeloption %1 als „%2“, dieses Szenario spielt „%3“</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="189"/>
        <source>incomplete: the log ends at line %1 without its final summary (was it cut short?)</source>
        <translation>unvollständig: das Protokoll endet in Zeile %1 ohne seine Schlusszusammenfassung (wurde es abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="213"/>
        <source>the log goes on after its final summary</source>
        <translation>das Protokoll geht nach seiner Schlusszusammenfassung weiter</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="220"/>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="230"/>
        <source>not a %1 log: the first line must be its header</source>
        <translation>kein %1-Protokoll: die erste Zeile muss sein Kopf sein</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="235"/>
        <location filename="../validation/engine/playlog.cpp" line="246"/>
        <source>the header has no seed</source>
        <translation>der Kopf hat keinen Startwert</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="240"/>
        <source>the log is in format %1; this version of Hexwright replays %2 to %3 logs only (play the game again to record one)</source>
        <translation>das Protokoll hat das Format %1; diese Version von Hexwright spielt nur Protokolle von %2 bis %3 ab (spielen Sie das Spiel erneut, um eines aufzuzeichnen)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="269"/>
        <source>the action is refused on replay: %1</source>
        <translation>die Aktion wird bei der Wiederholung abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="281"/>
        <source>the log has a &apos;%1&apos; line the replay does not produce</source>
        <translation>das Protokoll hat eine „%1“-Zeile, die die Wiederholung nicht erzeugt</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="286"/>
        <source>the log is empty</source>
        <translation>das Protokoll ist leer</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="315"/>
        <source>the file is not text (is it a binary file?)</source>
        <translation>die Datei ist kein Text (ist es eine Binärdatei?)</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../model/scenario/players.cpp" line="90"/>
        <source>Player %1: %2</source>
        <extracomment>who plays what: &quot;Player 1: Blue, Tan&quot;</extracomment>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="92"/>
        <source>no colours</source>
        <translation>keine Farben</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="113"/>
        <source>%1 are allies</source>
        <extracomment>an alliance of the scenario: &quot;Tan and Green are allies&quot;</extracomment>
        <translation>%1 sind verbündet</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="129"/>
        <source>%1 fight as one side</source>
        <extracomment>the colours of one side: &quot;Blue and Tan fight as one side&quot;</extracomment>
        <translation>%1 kämpfen als eine Seite</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="139"/>
        <source>%1 fights everyone</source>
        <extracomment>a colour with no ally: &quot;Blue fights everyone&quot;</extracomment>
        <translation>%1 kämpft gegen alle</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="142"/>
        <source>%1 each fight everyone</source>
        <extracomment>colours with no ally: &quot;Red and Blue each fight everyone&quot;</extracomment>
        <translation>%1 kämpfen jeweils gegen alle</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="146"/>
        <source>Alliances: none; %1</source>
        <extracomment>no alliances in the scenario, then who fights whom</extracomment>
        <translation>Bündnisse: keine; %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="148"/>
        <source>Alliances: %1</source>
        <extracomment>the alliances of the scenario in one line</extracomment>
        <translation>Bündnisse: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../editor/schedule.cpp" line="40"/>
        <source>That hex is not a playable hex of the map.</source>
        <translation>Dieses Hexfeld ist kein spielbares Hexfeld der Karte.</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="31"/>
        <source>&amp;Sides</source>
        <translation>&amp;Seiten</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="33"/>
        <source>Show the Sides dock: sides, colours, morale and alliances</source>
        <translation>Das Seiten-Dock anzeigen: Seiten, Farben, Moral und Bündnisse</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="40"/>
        <source>&amp;Properties...</source>
        <translation>&amp;Eigenschaften...</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="43"/>
        <source>Edit the title, author, source, players, notes, the general briefing and the special rules</source>
        <translation>Titel, Autor, Quelle, Spieler, Notizen, allgemeines Briefing und Sonderregeln bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="132"/>
        <source>Playtest from Saved &amp;Set-up...</source>
        <translation>Testspiel aus gespeicherter &amp;Aufstellung...</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="137"/>
        <location filename="../editor/playtest.cpp" line="267"/>
        <source>Playtest the scenario from a set-up saved in an earlier playtest (%1)</source>
        <translation>Das Szenario aus einer in einem früheren Testspiel gespeicherten Aufstellung testen (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="139"/>
        <source>Start a playtest with the pieces where a saved set-up put them (Game &gt; Save Set-up in the playtest window)</source>
        <translation>Ein Testspiel mit den Spielsteinen dort beginnen, wo eine gespeicherte Aufstellung sie hingestellt hat (Spiel &gt; Aufstellung speichern im Testspielfenster)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="145"/>
        <source>Playtest from Saved Set-up</source>
        <translation>Testspiel aus gespeicherter Aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="152"/>
        <source>Saved set-ups (*.setup.json *.json);;All files (*)</source>
        <translation>Gespeicherte Aufstellungen (*.setup.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="160"/>
        <source>This set-up cannot start a playtest of the scenario:
%1</source>
        <translation>Mit dieser Aufstellung kann kein Testspiel des Szenarios beginnen:
%1</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="174"/>
        <source>Open Game &amp;Log...</source>
        <translation>Spiel&amp;protokoll öffnen...</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="177"/>
        <location filename="../editor/playtest.cpp" line="272"/>
        <source>Replay a game log of the scenario, step by step (%1)</source>
        <translation>Ein Spielprotokoll des Szenarios Schritt für Schritt wiedergeben (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="179"/>
        <source>Open a game log (a playtest&apos;s, the CLI&apos;s or a balance report&apos;s) and step through it on the scenario as it stands</source>
        <translation>Ein Spielprotokoll öffnen (eines Testspiels, der CLI oder eines Balance-Berichts) und es auf dem Szenario im jetzigen Zustand Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="185"/>
        <source>Open Game Log</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="187"/>
        <source>Game logs (*.jsonl);;All files (*)</source>
        <translation>Spielprotokolle (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="195"/>
        <source>This log cannot be replayed on this scenario.

%1</source>
        <translation>Dieses Protokoll kann auf diesem Szenario nicht wiedergegeben werden.

%1</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="209"/>
        <source>&amp;Playtest</source>
        <translation>&amp;Testspiel</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="213"/>
        <location filename="../editor/playtest.cpp" line="260"/>
        <source>Playtest the scenario as it stands (F5)</source>
        <translation>Das Szenario im jetzigen Zustand testen (F5)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="214"/>
        <source>Play the scenario as it stands, hotseat, by the book; no need to save it first</source>
        <translation>Das Szenario im jetzigen Zustand spielen, Hotseat, streng nach Regeln; vorher speichern ist nicht nötig</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="257"/>
        <source>No engine plays the rules of %1 yet: the playtest is not available</source>
        <translation>Noch keine Spiel-Engine spielt die Regeln von %1: Das Testspiel ist nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="263"/>
        <source>No engine plays the rules of %1: Playtest opens the referee aids its surviving text gives (F5)</source>
        <translation>Keine Engine spielt die Regeln von %1: Testspiel öffnet die Schiedsrichterhilfen, die der erhaltene Text bietet (F5)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="147"/>
        <location filename="../editor/playtest.cpp" line="238"/>
        <source>The scenario has no sides to play yet</source>
        <translation>Das Szenario hat noch keine Seiten zum Spielen</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="20"/>
        <source>Ruleset &amp;Charts...</source>
        <translation>Regelwerks-&amp;Tabellen...</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="23"/>
        <source>See the ruleset&apos;s charts, which values are provisional, and type the printed game&apos;s values as your own</source>
        <translation>Die Tabellen des Regelwerks ansehen, welche Werte vorläufig sind, und die Werte des gedruckten Spiels als eigene eingeben</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="46"/>
        <source>See and edit the ruleset&apos;s charts</source>
        <translation>Die Tabellen des Regelwerks ansehen und bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="48"/>
        <source>The ruleset of this scenario has no charts</source>
        <translation>Das Regelwerk dieses Szenarios hat keine Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="49"/>
        <source>Open a scenario to see its ruleset&apos;s charts</source>
        <translation>Öffnen Sie ein Szenario, um die Tabellen seines Regelwerks zu sehen</translation>
    </message>
</context>
<context>
    <name>ReadContext</name>
    <message>
        <location filename="../model/io/schemareader.cpp" line="68"/>
        <source>too many problems; the first %1 are shown</source>
        <translation>zu viele Probleme; die ersten %1 werden angezeigt</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../editor/shell/recoveryfile.cpp" line="165"/>
        <source>Recover Autosaved Changes</source>
        <translation>Automatisch gesicherte Änderungen wiederherstellen</translation>
    </message>
</context>
<context>
    <name>ReplayCursor</name>
    <message>
        <location filename="../validation/engine/replaycursor.cpp" line="48"/>
        <source>the scenario cannot be played</source>
        <translation>das Szenario kann nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../validation/engine/replaycursor.cpp" line="85"/>
        <source>the game cannot be started again</source>
        <translation>das Spiel kann nicht erneut gestartet werden</translation>
    </message>
</context>
<context>
    <name>RosterSheets</name>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="35"/>
        <source>%1 · roster of player %2</source>
        <translation>%1 · Truppenliste von Spieler %2</translation>
    </message>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="49"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="68"/>
        <source>%1: rosters</source>
        <translation>%1: Truppenlisten</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <location filename="../model/io/safefile.cpp" line="31"/>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="33"/>
        <source>is a named pipe, not a file</source>
        <translation>ist eine benannte Pipe, keine Datei</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="35"/>
        <source>is a socket, not a file</source>
        <translation>ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="37"/>
        <source>is a device, not a file</source>
        <translation>ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="38"/>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="75"/>
        <location filename="../model/io/safefile.cpp" line="98"/>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="80"/>
        <location filename="../model/io/safefile.cpp" line="115"/>
        <source>the file is %1; Hexwright reads files of up to %2</source>
        <translation>die Datei ist %1 groß; Hexwright liest Dateien bis %2</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="105"/>
        <location filename="../model/io/safefile.cpp" line="140"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="129"/>
        <location filename="../model/io/safefile.cpp" line="150"/>
        <source>the file is larger than %1, the most Hexwright reads</source>
        <translation>die Datei ist größer als %1, das Maximum, das Hexwright liest</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="173"/>
        <location filename="../model/io/safefile.cpp" line="213"/>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="205"/>
        <source>an atomic file is for writing only</source>
        <translation>eine atomare Datei ist nur zum Schreiben da</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="247"/>
        <source>the file was never opened</source>
        <translation>die Datei wurde nie geöffnet</translation>
    </message>
</context>
<context>
    <name>SavedSetup</name>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="208"/>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="211"/>
        <source>a set-up file holds one JSON object</source>
        <translation>eine Aufstellungsdatei enthält ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="222"/>
        <source>not a set-up file: it has no &quot;format&quot;: &quot;%1&quot;</source>
        <translation>keine Aufstellungsdatei: sie hat kein &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="224"/>
        <source>the file is in format %1; this version of Hexwright reads %2</source>
        <translation>die Datei hat das Format %1; diese Version von Hexwright liest %2</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="235"/>
        <source>&quot;players&quot; must be a list of the players&apos; set-ups</source>
        <translation>&quot;players&quot; muss eine Liste der Aufstellungen der Spieler sein</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="243"/>
        <source>each player&apos;s set-up needs the player&apos;s &quot;name&quot;</source>
        <translation>die Aufstellung jedes Spielers braucht den &quot;name&quot; des Spielers</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="246"/>
        <source>player &quot;%1&quot; is set up twice</source>
        <translation>Spieler „%1“ ist zweimal aufgestellt</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="251"/>
        <source>player &quot;%1&quot; needs a list of &quot;actions&quot;</source>
        <translation>Spieler „%1“ braucht eine Liste von &quot;actions&quot;</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="262"/>
        <source>a set-up action must be {&quot;kind&quot;: &quot;place&quot;, &quot;unit&quot;: ..., and where}</source>
        <translation>eine Aufstellungsaktion muss {&quot;kind&quot;: &quot;place&quot;, &quot;unit&quot;: ..., und wo} sein</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="298"/>
        <source>the game has no player &quot;%1&quot; (its players: %2)</source>
        <translation>das Spiel hat keinen Spieler „%1“ (seine Spieler: %2)</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="305"/>
        <source>the game has no set-up phase: its scenario sets up no unit in a zone</source>
        <translation>das Spiel hat keine Aufstellungsphase: sein Szenario stellt keine Einheit in einer Zone auf</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="321"/>
        <source>the set-up of %1 by its agent was refused: %2</source>
        <translation>die Aufstellung von %1 durch seinen Agenten wurde abgelehnt: %2</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="333"/>
        <source>unknown unit &quot;%1&quot;: the scenario has no such unit</source>
        <translation>unbekannte Einheit „%1“: das Szenario hat keine solche Einheit</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="338"/>
        <source>illegal place for %1 (%2): %3</source>
        <translation>unzulässiger Platz für %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="344"/>
        <source>the set-up of %1 leaves %2 unit(s) to place: %3</source>
        <translation>bei der Aufstellung von %1 sind noch %2 Einheit(en) zu platzieren: %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="352"/>
        <source>the set-up of %1 cannot end: %2</source>
        <translation>die Aufstellung von %1 kann nicht enden: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioChecker</name>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="21"/>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="281"/>
        <source>the %1 edge of the map</source>
        <translation>Kartenrand %1</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="22"/>
        <source>the %1 edge of panel %2</source>
        <translation>Rand %1 von Kartenteil %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="34"/>
        <source>force entry &apos;%1&apos;</source>
        <translation>Truppeneintrag „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="41"/>
        <location filename="../validation/checks/checks_table.cpp" line="161"/>
        <source>reinforcement &apos;%1&apos;</source>
        <translation>Verstärkung „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="47"/>
        <source>hidden units &apos;%1&apos;</source>
        <translation>verdeckte Einheiten „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="53"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="220"/>
        <source>victory condition &apos;%1&apos;</source>
        <translation>Siegbedingung „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="84"/>
        <location filename="../validation/checks/scenariochecks.cpp" line="28"/>
        <source>the map has no panels</source>
        <translation>die Karte hat keine Kartenteile</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="88"/>
        <source>panels overlap on %1 hexes, the first at %2</source>
        <translation>Kartenteile überlappen sich auf %1 Hexfeldern, das erste bei %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="105"/>
        <source>%1 marker at %2 is on a half hex at the edge of the map, which is not playable</source>
        <translation>%1-Marker bei %2 liegt auf einem Halbfeld am Kartenrand, das nicht spielbar ist</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="108"/>
        <source>%1 marker at %2 is not on the map</source>
        <translation>%1-Marker bei %2 liegt nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="132"/>
        <source>%1 is not on the map</source>
        <translation>%1 liegt nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="133"/>
        <source>%1 hexes are not on the map (the first %2)</source>
        <translation>%1 Hexfelder liegen nicht auf der Karte (das erste: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="139"/>
        <source>%1 is a half hex at the edge of the map</source>
        <translation>%1 ist ein Halbfeld am Kartenrand</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="140"/>
        <source>%1 are half hexes at the edge of the map (the first %2)</source>
        <translation>%1 sind Halbfelder am Kartenrand (das erste: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="145"/>
        <source>zone &apos;%1&apos; has hexes that are not playable: %2</source>
        <translation>Zone „%1“ hat nicht spielbare Hexfelder: %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="145"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="149"/>
        <source>zone &apos;%1&apos; has no hexes</source>
        <translation>Zone „%1“ hat keine Hexfelder</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="157"/>
        <source>%1 uses zone &apos;%2&apos;, which does not exist</source>
        <translation>%1 verwendet die Zone „%2“, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="163"/>
        <source>%1 uses zone &apos;%2&apos;, which has no hexes</source>
        <translation>%1 verwendet die Zone „%2“, die keine Hexfelder hat</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="164"/>
        <source>%1 uses zone &apos;%2&apos;, none of whose %3 hexes is playable</source>
        <translation>%1 verwendet die Zone „%2“, von deren %3 Hexfeldern keines spielbar ist</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="200"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 is not in the layout</source>
        <translation>%1: Verstärkung „%2“ kommt über den %3, aber Kartenteil %4 ist nicht in der Anordnung</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="211"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 has no playable hex</source>
        <translation>%1: Verstärkung „%2“ kommt über den %3, aber Kartenteil %4 hat kein spielbares Hexfeld</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="217"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but the map has no playable hex</source>
        <translation>%1: Verstärkung „%2“ kommt über den %3, aber die Karte hat kein spielbares Hexfeld</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="234"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, a half hex at the edge of the map, which is not playable</source>
        <translation>%1: Verstärkung „%2“ kommt bei %3 an, einem nicht spielbaren Halbfeld am Kartenrand</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="237"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, which is not on the map</source>
        <translation>%1: Verstärkung „%2“ kommt bei %3 an, das nicht auf der Karte liegt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="242"/>
        <source>%1: reinforcement &apos;%2&apos; enters by road at %3, which has no road</source>
        <translation>%1: Verstärkung „%2“ kommt über die Straße bei %3, wo keine Straße ist</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="20"/>
        <source>%1 is turn %2, before the first turn</source>
        <translation>%1 ist Runde %2, vor der ersten Runde</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="23"/>
        <source>%1 is turn %2, but the game lasts %3 turns</source>
        <translation>%1 ist Runde %2, aber das Spiel dauert %3 Runden</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="34"/>
        <source>%1: the arrival of reinforcement &apos;%2&apos;</source>
        <translation>%1: die Ankunft der Verstärkung „%2“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="43"/>
        <source>%1: reinforcement &apos;%2&apos; on turn %3 brings no units</source>
        <translation>%1: Verstärkung „%2“ in Runde %3 bringt keine Einheiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="58"/>
        <source>%1: %2 wait off board and no reinforcement brings them in, so they take no part in the game</source>
        <translation>%1: %2 warten außerhalb der Karte und keine Verstärkung bringt sie herein, sie nehmen also nicht am Spiel teil</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="97"/>
        <source>%1 names side &apos;%2&apos;, which does not exist</source>
        <translation>%1 nennt die Seite „%2“, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="114"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="119"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="127"/>
        <source>%1 names zone &apos;%2&apos;, which does not exist</source>
        <translation>%1 nennt die Zone „%2“, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="152"/>
        <source>%1: %2 names %3 hexes that are not playable hexes of the map, the first %4</source>
        <translation>%1: %2 nennt %3 Hexfelder, die keine spielbaren Hexfelder der Karte sind, das erste %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="162"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="167"/>
        <source>%1: its %2</source>
        <translation>%1: Parameter %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="172"/>
        <source>%1 names colour %2, which no side controls</source>
        <translation>%1 nennt die Farbe %2, die keine Seite führt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="182"/>
        <source>%1 names %2 (&apos;%3&apos;), which no colour in play can field</source>
        <translation>%1 nennt %2 („%3“), die keine Farbe im Spiel aufstellen kann</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="190"/>
        <source>%1 names terrain &apos;%2&apos;, which the ruleset does not have</source>
        <translation>%1 nennt das Gelände „%2“, das es im Regelwerk nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="199"/>
        <source>%1 names %2 markers, but the map has none</source>
        <translation>%1 nennt %2-Marker, aber die Karte hat keine</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="270"/>
        <source>victory condition &apos;%1&apos;: its zone &apos;%2&apos; lies in set-up zone &apos;%3&apos; of %4, so that side starts on the goal (%5)</source>
        <translation>Siegbedingung „%1“: ihre Zone „%2“ liegt in der Aufstellungszone „%3“ von %4, diese Seite beginnt also auf dem Ziel (%5)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="287"/>
        <source>the effect of special rule &apos;%1&apos;</source>
        <translation>die Wirkung der Sonderregel „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="298"/>
        <source>it names no side and no colour, so it holds nobody</source>
        <translation>sie nennt keine Seite und keine Farbe, hält also niemanden fest</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="300"/>
        <source>it names no turn</source>
        <translation>sie nennt keine Runde</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="302"/>
        <source>it names no panel, so nobody could ever be attacked</source>
        <translation>sie nennt keinen Kartenteil, also könnte nie jemand angegriffen werden</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="304"/>
        <source>it names no side&apos;s home panels</source>
        <translation>sie nennt keine Heimat-Kartenteile einer Seite</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="307"/>
        <source>it needs at least one unit type and one terrain</source>
        <translation>sie braucht mindestens einen Einheitentyp und ein Gelände</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="310"/>
        <source>it names no side and no colour, so it confines nobody</source>
        <translation>sie nennt keine Seite und keine Farbe und schränkt daher niemanden ein</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="312"/>
        <source>it names no colour whose arrival releases a board</source>
        <translation>sie nennt keine Farbe, deren Eintreffen einen Spielplan freigibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="92"/>
        <source>%1 names panel %2, which is not in the layout</source>
        <translation>%1 nennt Kartenteil %2, der nicht in der Anordnung ist</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="19"/>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="35"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="36"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="47"/>
        <source>%1: %2 is placed at %3, a half hex at the edge of the map, which is not playable</source>
        <translation>%1: %2 steht auf %3, einem nicht spielbaren Halbfeld am Kartenrand</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="50"/>
        <source>%1: %2 is placed at %3, which is not on the map</source>
        <translation>%1: %2 steht auf %3, das nicht auf der Karte liegt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="55"/>
        <source>%1: %2 is placed at %3 in %4, which %5 units may not enter</source>
        <translation>%1: %2 steht auf %3 in %4, das %5-Einheiten nicht betreten dürfen</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="75"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="128"/>
        <source>%1: %2 sets up in zone &apos;%3&apos;, but %4 only %5, where it may not stand</source>
        <translation>%1: %2 stellt sich in Zone „%3“ auf, aber %4 nur %5, wo es nicht stehen darf</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="78"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="132"/>
        <source>its playable hex is</source>
        <translation>ihr spielbares Hexfeld ist</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="79"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="133"/>
        <source>its playable hexes are</source>
        <translation>ihre spielbaren Hexfelder sind</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="84"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="138"/>
        <source>%1: %2 may not use %3 of the %4 playable hexes of zone &apos;%5&apos; (%6)</source>
        <translation>%1: %2 darf %3 der %4 spielbaren Hexfelder von Zone „%5“ nicht nutzen (%6)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="26"/>
        <source>side &apos;%1&apos; sets morale for colour %2, which it does not control</source>
        <translation>Seite „%1“ legt die Moral für Farbe %2 fest, die sie nicht führt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="34"/>
        <source>side &apos;%1&apos; has no morale for colour %2</source>
        <translation>Seite „%1“ hat keine Moral für Farbe %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="48"/>
        <source>setup order</source>
        <translation>Aufstellungsreihenfolge</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="49"/>
        <source>move order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="58"/>
        <source>%1: %2 %3 is not between 1 and %4, the number of sides</source>
        <translation>%1: %2 %3 liegt nicht zwischen 1 und %4, der Zahl der Seiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="69"/>
        <source>%1 and %2 have the same %3, %4, but belong to different players</source>
        <translation>%1 und %2 haben dieselbe %3, %4, gehören aber verschiedenen Spielern</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="78"/>
        <source>%1: player %2, but the scenario&apos;s players are numbered 1 to %3</source>
        <translation>%1: Spieler %2, aber die Spieler des Szenarios sind von 1 bis %3 nummeriert</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="108"/>
        <source>the scenario is for %1 players, but its sides are played by %2 (%3)</source>
        <translation>das Szenario ist für %1 Spieler, aber seine Seiten werden von %2 gespielt (%3)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="112"/>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="113"/>
        <source>players %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="129"/>
        <source>%1 (attacker): %2 points, fewer than %3 (defender): %4</source>
        <translation>%1 (Angreifer): %2 Punkte, weniger als %3 (Verteidiger): %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="147"/>
        <source>force entry &apos;%1&apos; is %2, but side &apos;%3&apos; controls %4</source>
        <translation>Truppeneintrag „%1“ ist %2, aber Seite „%3“ führt %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="155"/>
        <source>hidden units &apos;%1&apos; are %2, but side &apos;%3&apos; controls %4</source>
        <translation>verdeckte Einheiten „%1“ sind %2, aber Seite „%3“ führt %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="161"/>
        <source>%1 has no units</source>
        <translation>%1 hat keine Einheiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="29"/>
        <source>panels overlap</source>
        <translation>Kartenteile überlappen sich</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="31"/>
        <source>a hex the scenario names is not on the map or is a half hex at its edge</source>
        <translation>ein vom Szenario genanntes Hexfeld liegt nicht auf der Karte oder ist ein Halbfeld am Rand</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="35"/>
        <source>a zone that nothing uses has no hexes</source>
        <translation>eine Zone, die nichts verwendet, hat keine Hexfelder</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="37"/>
        <source>a zone used by a set-up, an entry, hidden units or a victory condition has no playable hex</source>
        <translation>eine von einer Aufstellung, einem Eintritt, verdeckten Einheiten oder einer Siegbedingung verwendete Zone hat kein spielbares Hexfeld</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="41"/>
        <source>an entry edge names a panel that is not in the layout, or has no playable hex</source>
        <translation>ein Eintrittsrand nennt einen Kartenteil, der nicht in der Anordnung ist oder kein spielbares Hexfeld hat</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="45"/>
        <source>a road entry hex has no road</source>
        <translation>ein Straßen-Eintrittsfeld hat keine Straße</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="48"/>
        <source>units set up in terrain they may not enter</source>
        <translation>Einheiten in Gelände aufgestellt, das sie nicht betreten dürfen</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="52"/>
        <source>some hexes of a set-up zone are terrain the units may not enter</source>
        <translation>einige Hexfelder einer Aufstellungszone haben Gelände, das die Einheiten nicht betreten dürfen</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="42"/>
        <source>its 1 playable hex holds</source>
        <translation>ihr 1 spielbares Hexfeld fasst</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="43"/>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="211"/>
        <source>its %1 playable hexes hold</source>
        <translation>ihre %1 spielbaren Hexfelder fassen</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="110"/>
        <source>%1: %2 is placed at %3 in %4, where no fortress may stand</source>
        <translation>%1: %2 steht auf %3 in %4, wo keine Festung stehen darf</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="169"/>
        <source>fortress marker</source>
        <translation>Festungsmarker</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="173"/>
        <source>fortress marker at %1 is in %2; no fortress may stand in %3</source>
        <translation>Festungsmarker bei %1 liegt in %2; in %3 darf keine Festung stehen</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="184"/>
        <source>%1&apos;s fortress</source>
        <translation>Festung von %1</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="192"/>
        <source>%1 fortresses at %2; a hex may hold only %3</source>
        <translation>%1 Festungen bei %2; ein Hexfeld fasst nur %3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="214"/>
        <source>%1 units inside the fortress at %2 (%3), more than the %4 a fortress holds</source>
        <translation>%1 Einheiten in der Festung bei %2 (%3), mehr als die %4, die eine Festung fasst</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="267"/>
        <source>%1: %2 counters at %3 (%4), more than the %5 one player may stack in a hex</source>
        <translation>%1: %2 Spielsteine bei %3 (%4), mehr als die %5, die ein Spieler in einem Hexfeld stapeln darf</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="284"/>
        <source>%1: %2 units set up in zone &apos;%3&apos; (%4), but %5 at most %6 counters of one player</source>
        <translation>%1: %2 Einheiten in Zone „%3“ aufgestellt (%4), aber %5 höchstens %6 Spielsteine eines Spielers</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="312"/>
        <source>%1 (attacker): %2 points, %3 % more than %4 (defender): %5; the book gives the attacker about 20 % more</source>
        <translation>%1 (Angreifer): %2 Punkte, %3 % mehr als %4 (Verteidiger): %5; das Regelbuch gibt dem Angreifer etwa 20 % mehr</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="341"/>
        <source>a fortress in terrain where none may stand (city, swamp, lake, river)</source>
        <translation>eine Festung in Gelände, wo keine stehen darf (Stadt, Sumpf, See, Fluss)</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="345"/>
        <source>more than one fortress in a hex</source>
        <translation>mehr als eine Festung in einem Hexfeld</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="347"/>
        <source>more units inside a fortress than it holds</source>
        <translation>mehr Einheiten in einer Festung, als sie fasst</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="349"/>
        <source>more counters of one player in a hex than the stacking limit</source>
        <translation>mehr Spielsteine eines Spielers in einem Hexfeld als das Stapellimit erlaubt</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="352"/>
        <source>more units set up in a zone than its usable hexes can stack</source>
        <translation>mehr Einheiten in einer Zone aufgestellt, als ihre nutzbaren Hexfelder stapeln können</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="56"/>
        <source>morale set for a colour the side does not control</source>
        <translation>Moral für eine Farbe festgelegt, die die Seite nicht führt</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="59"/>
        <source>a colour of a side has no morale</source>
        <translation>eine Farbe einer Seite hat keine Moral</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="61"/>
        <source>a force entry&apos;s or hidden units&apos; colour is not its side&apos;s</source>
        <translation>die Farbe eines Truppeneintrags oder verdeckter Einheiten ist nicht die ihrer Seite</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="64"/>
        <source>a setup or move order outside 1 to the number of sides</source>
        <translation>eine Aufstellungs- oder Zugreihenfolge außerhalb von 1 bis zur Zahl der Seiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="67"/>
        <source>two sides of different players with the same setup or move order</source>
        <translation>zwei Seiten verschiedener Spieler mit derselben Aufstellungs- oder Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="71"/>
        <source>a side&apos;s player is not one of the scenario&apos;s players</source>
        <translation>der Spieler einer Seite ist keiner der Spieler des Szenarios</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="74"/>
        <source>the scenario&apos;s number of players differs from the number of players its sides name</source>
        <translation>die Spielerzahl des Szenarios weicht von der Zahl der Spieler ab, die seine Seiten nennen</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="77"/>
        <source>a side has no units</source>
        <translation>eine Seite hat keine Einheiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="79"/>
        <source>an attacker has fewer points than a defender</source>
        <translation>ein Angreifer hat weniger Punkte als ein Verteidiger</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="355"/>
        <source>the book gives the attacker about 20 % more points than the defender</source>
        <translation>das Regelbuch gibt dem Angreifer etwa 20 % mehr Punkte als dem Verteidiger</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="82"/>
        <source>a reinforcement or victory turn lies outside the game&apos;s turns</source>
        <translation>eine Verstärkungs- oder Siegrunde liegt außerhalb der Runden des Spiels</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="85"/>
        <source>a reinforcement brings no units</source>
        <translation>eine Verstärkung bringt keine Einheiten</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="87"/>
        <source>units wait off board and no reinforcement brings them in</source>
        <translation>Einheiten warten außerhalb der Karte und keine Verstärkung bringt sie herein</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="90"/>
        <source>a victory condition names a side, zone or panel that does not exist</source>
        <translation>eine Siegbedingung nennt eine Seite, Zone oder einen Kartenteil, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="94"/>
        <source>a victory condition names a colour, unit type or marker that is not in play, so it can never be met</source>
        <translation>eine Siegbedingung nennt eine Farbe, einen Einheitentyp oder Marker, der nicht im Spiel ist, sie kann also nie erfüllt werden</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="98"/>
        <source>the zone of a first-to-hex condition lies in a set-up zone of one of its colours, so that side starts on the goal</source>
        <translation>die Zone einer Bedingung „als Erster im Hexfeld“ liegt in einer Aufstellungszone einer ihrer Farben, diese Seite beginnt also auf dem Ziel</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="103"/>
        <source>a special rule&apos;s effect names a side, panel or terrain that does not exist</source>
        <translation>die Wirkung einer Sonderregel nennt eine Seite, einen Kartenteil oder ein Gelände, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="107"/>
        <source>a special rule&apos;s effect names a colour or unit type that is not in play, so it never applies</source>
        <translation>die Wirkung einer Sonderregel nennt eine Farbe oder einen Einheitentyp, der nicht im Spiel ist, sie greift also nie</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="111"/>
        <source>a special rule&apos;s effect lacks what it acts on (no side, turn, panel, unit type or terrain)</source>
        <translation>der Wirkung einer Sonderregel fehlt, worauf sie wirkt (keine Seite, Runde, kein Kartenteil, Einheitentyp oder Gelände)</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="116"/>
        <source>units placed at a point off the table</source>
        <translation>Einheiten an einem Punkt außerhalb des Spieltischs platziert</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="118"/>
        <source>units set up in, or placed at a point of, another side&apos;s deployment area</source>
        <translation>Einheiten im Aufstellungsbereich einer anderen Seite aufgestellt oder an einem Punkt darin platziert</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="122"/>
        <source>a shape of a deployment area lies wholly off the table</source>
        <translation>eine Form eines Aufstellungsbereichs liegt ganz außerhalb des Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="125"/>
        <source>an objective lies off the table</source>
        <translation>ein Missionsziel liegt außerhalb des Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="127"/>
        <source>two pieces, objectives or deployment areas of the table have the same id</source>
        <translation>zwei Geländestücke, Missionsziele oder Aufstellungsbereiche des Spieltischs haben dieselbe ID</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="131"/>
        <source>a side sets units up in a deployment area but has none on the table</source>
        <translation>eine Seite stellt Einheiten in einem Aufstellungsbereich auf, hat aber keinen auf dem Spieltisch</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="226"/>
        <source>%1 × %2 (&apos;%3&apos;)</source>
        <translation>%1 × %2 („%3“)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="63"/>
        <source>the table has two parts with the id &apos;%1&apos; (the second: %2)</source>
        <translation>der Spieltisch hat zwei Teile mit der ID „%1“ (das zweite: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="67"/>
        <source>piece &apos;%1&apos;</source>
        <translation>Geländestück „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="70"/>
        <source>objective &apos;%1&apos;</source>
        <translation>Missionsziel „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="74"/>
        <source>objective &apos;%1&apos; at %2 is off the %3 table</source>
        <translation>Missionsziel „%1“ bei %2 liegt außerhalb des %3-Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="79"/>
        <source>deployment area &apos;%1&apos;</source>
        <translation>Aufstellungsbereich „%1“</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="87"/>
        <source>shape %1 of deployment area &apos;%2&apos; lies wholly off the %3 table</source>
        <translation>Form %1 des Aufstellungsbereichs „%2“ liegt ganz außerhalb des %3-Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="108"/>
        <source>%1: %2 sets up in a deployment area, but the side has none on the table</source>
        <translation>%1: %2 stellt sich in einem Aufstellungsbereich auf, aber die Seite hat keinen auf dem Spieltisch</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="116"/>
        <source>%1: %2 sets up in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1: %2 stellt sich im Aufstellungsbereich „%3“ auf, den es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="120"/>
        <source>%1: %2 sets up in deployment area &apos;%3&apos;, which is %4&apos;s</source>
        <translation>%1: %2 stellt sich im Aufstellungsbereich „%3“ auf, der %4 gehört</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="128"/>
        <source>%1: %2 is placed at %3, off the %4 table</source>
        <translation>%1: %2 steht bei %3, außerhalb des %4-Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="140"/>
        <source>%1: %2 is placed at %3, in deployment area &apos;%4&apos;, which is %5&apos;s</source>
        <translation>%1: %2 steht bei %3, im Aufstellungsbereich „%4“, der %5 gehört</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="148"/>
        <source>%1: %2 is placed at %3, in terrain its units may not enter</source>
        <translation>%1: %2 steht bei %3, in Gelände, das seine Einheiten nicht betreten dürfen</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="158"/>
        <source>%1: reinforcement &apos;%2&apos; enters in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1: Verstärkung „%2“ kommt im Aufstellungsbereich „%3“ an, den es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="166"/>
        <source>%1: hidden units &apos;%2&apos; are in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1: verdeckte Einheiten „%2“ sind im Aufstellungsbereich „%3“, den es nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="54"/>
        <source>a side names no faction while another side&apos;s army is built</source>
        <translation>eine Seite nennt keine Fraktion, während die Armee einer anderen Seite zusammengestellt ist</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="57"/>
        <source>a side&apos;s faction is not one of the ruleset&apos;s</source>
        <translation>die Fraktion einer Seite gehört nicht zum Regelwerk</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="59"/>
        <source>a side&apos;s goal is not one of the two its faction may choose</source>
        <translation>der Auftrag einer Seite ist keiner der beiden, die ihre Fraktion wählen darf</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="62"/>
        <source>a goal that needs a secret objective marker (Deception, Duty) names none of the table&apos;s</source>
        <translation>ein Auftrag, der einen geheimen Missionszielmarker braucht (Deception, Duty), nennt keinen des Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="66"/>
        <source>a side&apos;s choice that its faction and goal do not offer</source>
        <translation>eine Wahl einer Seite, die ihre Fraktion und ihr Auftrag nicht anbieten</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="69"/>
        <source>a side&apos;s unit pool does not hold exactly the models per category the rules give</source>
        <translation>der Einheitenpool einer Seite enthält nicht genau die Modelle je Kategorie, die die Regeln vorgeben</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="73"/>
        <source>the objective markers are not where the rules put them</source>
        <translation>die Missionszielmarker stehen nicht dort, wo die Regeln sie hinsetzen</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="76"/>
        <source>the table&apos;s size differs from the rules&apos;</source>
        <translation>die Größe des Spieltischs weicht von der in den Regeln ab</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="78"/>
        <source>a terrain piece reaches beyond the table</source>
        <translation>ein Geländestück ragt über den Spieltisch hinaus</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="80"/>
        <source>an objective marker stands inside a solid piece</source>
        <translation>ein Missionszielmarker steht in einem massiven Geländestück</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="83"/>
        <source>two solid pieces overlap</source>
        <translation>zwei massive Geländestücke überlappen sich</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="85"/>
        <source>terrain covers less than 15 % or more than 50 % of the table</source>
        <translation>Gelände bedeckt weniger als 15 % oder mehr als 50 % des Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="88"/>
        <source>a piece leaves a gap of less than 1 in to a table edge</source>
        <translation>ein Geländestück lässt eine Lücke von weniger als 1 Zoll zu einer Tischkante</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="121"/>
        <source>%1 plays no faction: a faction decides the two goals its player may choose from</source>
        <translation>%1 spielt keine Fraktion: eine Fraktion bestimmt die zwei Aufträge, aus denen ihr Spieler wählen kann</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="130"/>
        <source>%1 plays the faction &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>%1 spielt die Fraktion „%2“, die es im Regelwerk nicht gibt%3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="148"/>
        <source>%1 chose the goal &apos;%2&apos;; %3 choose %4</source>
        <translation>%1 hat den Auftrag „%2“ gewählt; für %3 stehen %4 zur Wahl</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="156"/>
        <source>%1 chose %2, which needs a secret objective marker: none is chosen</source>
        <translation>%1 hat %2 gewählt, was einen geheimen Missionszielmarker braucht: keiner ist gewählt</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="161"/>
        <source>%1 chose %2 with the objective marker &apos;%3&apos;, which the table does not have</source>
        <translation>%1 hat %2 mit dem Missionszielmarker „%3“ gewählt, den der Spieltisch nicht hat</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="174"/>
        <source>%1 needs no objective marker</source>
        <translation>%1 braucht keinen Missionszielmarker</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="176"/>
        <source>no goal that needs one is chosen</source>
        <translation>kein Auftrag, der einen braucht, ist gewählt</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="177"/>
        <source>the choices are %1</source>
        <translation>die Wahlmöglichkeiten sind %1</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="181"/>
        <source>%1 has the choice &apos;%2: %3&apos;, which means nothing here: %4</source>
        <translation>%1 hat die Wahl „%2: %3“, die hier nichts bedeutet: %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="207"/>
        <source>%1&apos;s pool holds %2 %3 models; the rules give exactly %4</source>
        <translation>der Pool von %1 enthält %2 Modelle der Kategorie %3; die Regeln sehen genau %4 vor</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="109"/>
        <source>the table is %1; the rules play on %2 x %3 %4</source>
        <translation>der Spieltisch ist %1; die Regeln spielen auf %2 x %3 %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="134"/>
        <source>the table has %1 objective markers; the rules place %2</source>
        <translation>der Spieltisch hat %1 Missionszielmarker; die Regeln setzen %2</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="156"/>
        <source>no objective marker stands at the table&apos;s centre, %1; the rules put one there</source>
        <translation>kein Missionszielmarker steht in der Mitte des Spieltischs, %1; die Regeln setzen einen dorthin</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="171"/>
        <source>objective &apos;%1&apos; stands %2 from the nearest long table edge; the rules put it %3 from one</source>
        <translation>Missionsziel „%1“ steht %2 von der nächsten langen Tischkante entfernt; die Regeln setzen es %3 von einer entfernt</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="186"/>
        <source>objective &apos;%1&apos; is off the line through the centre and objective &apos;%2&apos;; the rules put the markers in one straight line</source>
        <translation>Missionsziel „%1“ liegt nicht auf der Linie durch die Mitte und Missionsziel „%2“; die Regeln setzen die Marker auf eine gerade Linie</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="192"/>
        <source>objectives &apos;%1&apos; and &apos;%2&apos; stand on the same side of the centre; the rules put one on either side</source>
        <translation>Missionsziele „%1“ und „%2“ stehen auf derselben Seite der Mitte; die Regeln setzen je eines auf jede Seite</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="214"/>
        <source>piece &apos;%1&apos; lies wholly off the %2 table</source>
        <translation>Geländestück „%1“ liegt ganz außerhalb des %2-Spieltischs</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="223"/>
        <source>piece &apos;%1&apos; reaches %2 beyond the edge of the %3 table</source>
        <translation>Geländestück „%1“ ragt %2 über den Rand des %3-Spieltischs hinaus</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="234"/>
        <source>piece &apos;%1&apos; leaves a gap of %2 to a table edge, too narrow for a model; move it to the edge or %3 from it</source>
        <translation>Geländestück „%1“ lässt eine Lücke von %2 zu einer Tischkante, zu schmal für ein Modell; schieben Sie es an die Kante oder %3 von ihr weg</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="246"/>
        <source>objective &apos;%1&apos; at %2 stands inside piece &apos;%3&apos;, which blocks line of sight</source>
        <translation>Missionsziel „%1“ bei %2 steht in Geländestück „%3“, das die Sichtlinie blockiert</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="265"/>
        <source>pieces &apos;%1&apos; and &apos;%2&apos; block line of sight and lie over each other; one piece of both is easier to read</source>
        <translation>Geländestücke „%1“ und „%2“ blockieren die Sichtlinie und liegen übereinander; ein Geländestück aus beiden ist leichter zu lesen</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="304"/>
        <source>terrain covers %1 % of the table; under %2 % leaves long open lines of fire</source>
        <translation>Gelände bedeckt %1 % des Spieltischs; unter %2 % bleiben lange offene Schusslinien</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="308"/>
        <source>terrain covers %1 % of the table; over %2 % leaves little room to move</source>
        <translation>Gelände bedeckt %1 % des Spieltischs; über %2 % bleibt wenig Raum zum Bewegen</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="122"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="126"/>
        <source>%1 belongs to no detachment: every TU is part of a detachment or Troop</source>
        <translation>%1 gehört zu keiner Abteilung: Jede TU ist Teil einer Abteilung oder eines Trupps</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="132"/>
        <source>%1 belongs to the detachment &apos;%2&apos;, which the scenario does not have%3</source>
        <translation>%1 gehört zur Abteilung „%2“, die das Szenario nicht hat%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="141"/>
        <source>%1: &apos;%2&apos; is no leader rank of the ruleset%3</source>
        <translation>%1: „%2“ ist kein Anführerrang des Regelwerks%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="148"/>
        <source>%1 are Prime units: they serve only in a Prime detachment</source>
        <translation>%1 sind Prime-Einheiten: Sie dienen nur in einer Prime-Abteilung</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="166"/>
        <source>%1: &apos;%2&apos; is no Elite Skill of the ruleset%3</source>
        <translation>%1: „%2“ ist keine Elitefertigkeit des Regelwerks%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="174"/>
        <source>%1 has the Elite Skill %2, but the optional rule &quot;%3&quot; is off</source>
        <translation>%1 hat die Elitefertigkeit %2, aber die optionale Regel „%3“ ist aus</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="180"/>
        <source>%1: %2 is a leader&apos;s skill, listed for the TU</source>
        <translation>%1: %2 ist eine Fertigkeit eines Anführers, aufgeführt für die TU</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="183"/>
        <source>%1: %2 is a TU&apos;s or the force&apos;s skill, listed for a leader</source>
        <translation>%1: %2 ist eine Fertigkeit einer TU oder der Truppe, aufgeführt für einen Anführer</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="205"/>
        <source>%1 names a controller, but only Fireflies and remote units are controlled</source>
        <translation>%1 nennt einen Steuernden, aber nur Fireflies und ferngesteuerte Einheiten werden gesteuert</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="210"/>
        <source>%1 names no controlling TU: Fireflies and remote units are controlled by one</source>
        <translation>%1 nennt keine steuernde TU: Fireflies und ferngesteuerte Einheiten werden von einer gesteuert</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="226"/>
        <source>%1 is controlled by &apos;%2&apos;, which is no force entry%3</source>
        <translation>%1 wird von „%2“ gesteuert, das kein Truppeneintrag ist%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="230"/>
        <source>%1 is controlled by %2, which cannot control them</source>
        <translation>%1 wird von %2 gesteuert, die sie nicht steuern können</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="247"/>
        <source>%1 control %2 Fireflies or remote units; at most %3 per controlling TU, %4 here</source>
        <translation>%1 steuern %2 Fireflies oder ferngesteuerte Einheiten; höchstens %3 je steuernder TU, hier %4</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="264"/>
        <source>%1 have backup infantry weapons: only combat cars carry one</source>
        <translation>%1 haben Reserve-Infanteriewaffen: Nur Kampfwagen tragen eine</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="275"/>
        <source>%1 have %2 more backup weapons; one per combat car, %3 more here</source>
        <translation>%1 haben %2 Reservewaffen zu viel; eine je Kampfwagen, hier %3 zu viel</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="295"/>
        <source>The detachment %1 names no troop class</source>
        <translation>Die Abteilung %1 nennt keine Truppenklasse</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="296"/>
        <source>The detachment %1 is of the troop class &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>Die Abteilung %1 gehört zur Truppenklasse „%2“, die das Regelwerk nicht hat%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="307"/>
        <source>The TUs of %1 serve on several sides: %2</source>
        <translation>Die TUs von %1 dienen auf mehreren Seiten: %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="311"/>
        <source>%1 is a Troop, but the optional rule &quot;%2&quot; is off</source>
        <translation>%1 ist ein Trupp, aber die optionale Regel „%2“ ist aus</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="315"/>
        <source>%1 is a Prime detachment, but the optional rule &quot;%2&quot; is off</source>
        <translation>%1 ist eine Prime-Abteilung, aber die optionale Regel „%2“ ist aus</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="331"/>
        <source>%1 has %2 TUs; %3 Troops have %4%5</source>
        <translation>%1 hat %2 TUs; %3-Trupps haben %4%5</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="332"/>
        <source>%1 has %2 TUs; %3 detachments have %4%5</source>
        <translation>%1 hat %2 TUs; %3-Abteilungen haben %4%5</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="337"/>
        <source> at most</source>
        <translation> höchstens</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="357"/>
        <source>%1 is led by %2 Sergeant(s) and %3 %4(s); a Troop is led by one Sergeant</source>
        <translation>%1 wird von %2 Sergeant(s) und %3 %4 geführt; ein Trupp wird von einem Sergeant geführt</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="365"/>
        <source>%1 has %2 %3s; a detachment has exactly one</source>
        <translation>%1 hat %2 %3; eine Abteilung hat genau einen</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="383"/>
        <source>%1 is the Prime detachment &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>%1 ist die Prime-Abteilung „%2“, die das Regelwerk nicht hat%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="390"/>
        <source>its class is not %1</source>
        <translation>ihre Klasse ist nicht %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="402"/>
        <source>its TUs are not %1</source>
        <translation>ihre TUs sind nicht %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="419"/>
        <source>it has %1 %2(s), the template %3</source>
        <translation>sie hat %1 %2, die Vorlage %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="427"/>
        <source>it has no %1</source>
        <translation>ihr fehlt: %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="431"/>
        <source>it has %1 additional Sergeants, at most %2</source>
        <translation>sie hat %1 zusätzliche Sergeants, höchstens %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="436"/>
        <source>%1 is not %2 as the text gives it: %3</source>
        <translation>%1 ist nicht %2, wie der Text es angibt: %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="464"/>
        <source>%1 takes the force-wide %2 %3 times; it applies to the whole force and is bought once</source>
        <translation>%1 nimmt die truppenweite Fertigkeit %2 %3-mal; sie gilt für die ganze Truppe und wird einmal gekauft</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="481"/>
        <source>%1&apos;s force totals %2 points with its leaders and skills, over its budget of %3</source>
        <translation>Die Truppe von %1 kommt mit Anführern und Fertigkeiten auf %2 Punkte, über ihrem Budget von %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="504"/>
        <source>a Crucible value of a force entry or the scenario that cannot be read</source>
        <translation>ein Crucible-Wert eines Truppeneintrags oder des Szenarios, der nicht gelesen werden kann</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="508"/>
        <source>a detachment, troop class, leader rank, skill or Prime detachment the scenario or ruleset does not have</source>
        <translation>eine Abteilung, Truppenklasse, ein Anführerrang, eine Fertigkeit oder Prime-Abteilung, die das Szenario oder Regelwerk nicht hat</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="512"/>
        <source>a detachment&apos;s TUs serve on several sides</source>
        <translation>die TUs einer Abteilung dienen auf mehreren Seiten</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="514"/>
        <source>a detachment or Troop has not the TUs its class gives</source>
        <translation>eine Abteilung oder ein Trupp hat nicht die TUs, die ihre Klasse vorgibt</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="517"/>
        <source>a detachment has not exactly one Lieutenant</source>
        <translation>eine Abteilung hat nicht genau einen Leutnant</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="520"/>
        <source>a Troop while the optional rule Troops is off</source>
        <translation>ein Trupp, während die optionale Regel Trupps aus ist</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="522"/>
        <source>a Troop is not led by one Sergeant</source>
        <translation>ein Trupp wird nicht von einem Sergeant geführt</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="524"/>
        <source>Fireflies or remote units without a controller that may control them, or more than 3 per controller</source>
        <translation>Fireflies oder ferngesteuerte Einheiten ohne Steuernden, der sie steuern darf, oder mehr als 3 je Steuerndem</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="528"/>
        <source>more than one backup weapon per combat car, or one on another TU</source>
        <translation>mehr als eine Reservewaffe je Kampfwagen oder eine auf einer anderen TU</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="532"/>
        <source>an Elite Skill outside a Prime detachment while the optional rule Elite Skills is off</source>
        <translation>eine Elitefertigkeit außerhalb einer Prime-Abteilung, während die optionale Regel Elitefertigkeiten aus ist</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="536"/>
        <source>a leader&apos;s skill listed for a TU, or a TU&apos;s for a leader</source>
        <translation>eine Fertigkeit eines Anführers, aufgeführt für eine TU, oder die einer TU für einen Anführer</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="539"/>
        <source>a Prime detachment while its optional rule is off, or a Prime unit outside one</source>
        <translation>eine Prime-Abteilung, während ihre optionale Regel aus ist, oder eine Prime-Einheit außerhalb einer solchen</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="543"/>
        <source>a Prime detachment that differs from the ruleset&apos;s template</source>
        <translation>eine Prime-Abteilung, die von der Vorlage des Regelwerks abweicht</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="546"/>
        <source>a force-wide skill taken more than once</source>
        <translation>eine truppenweite Fertigkeit, die mehr als einmal genommen wird</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="548"/>
        <source>a side&apos;s force, leaders and skills included, is over its budget</source>
        <translation>die Truppe einer Seite liegt mit Anführern und Fertigkeiten über ihrem Budget</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="68"/>
        <source>more than 4 stacking points of a side set up in a hex [8.1]</source>
        <translation>mehr als 4 Stapelpunkte einer Seite in einem Hexfeld aufgestellt [8.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="72"/>
        <source>more than 4 aircraft of a side in a hex [10.5]</source>
        <translation>mehr als 4 Luftfahrzeuge einer Seite in einem Hexfeld [10.5]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="74"/>
        <source>two NeuSpotters share a hex with no Type II unit [8.1]</source>
        <translation>zwei NeuSpotter teilen sich ein Hexfeld ohne Einheit vom Typ II [8.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="77"/>
        <source>the scenario needs parts of both games, S.F.3.D and S.F.3.D II [2.0]</source>
        <translation>das Szenario braucht Teile beider Spiele, S.F.3.D und S.F.3.D II [2.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="81"/>
        <source>a value of the scenario&apos;s Maschinen Krieger parts that does not read (a key, number, pilot, board or hex)</source>
        <translation>ein Wert der Maschinen Krieger-Teile des Szenarios, der sich nicht lesen lässt (ein Schlüssel, eine Zahl, ein Pilot, Spielplan oder Hexfeld)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="85"/>
        <source>a pilot assigned more than once; each serves in one unit of his own side [18.0]</source>
        <translation>ein Pilot, der mehr als einmal zugewiesen ist; jeder dient in einer Einheit seiner eigenen Seite [18.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="89"/>
        <source>more pilots than units in a force entry, or a controller (PC) on a manned unit [16.1]</source>
        <translation>mehr Piloten als Einheiten in einem Truppeneintrag oder ein Steuerpilot (PC) auf einer bemannten Einheit [16.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="93"/>
        <source>cargo over a vehicle&apos;s capacity or of a class it may not carry [13.1]</source>
        <translation>Fracht über der Kapazität eines Fahrzeugs oder einer Klasse, die es nicht tragen darf [13.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="98"/>
        <source>equipment on a unit that is no aircraft [10.0]</source>
        <translation>Ausrüstung auf einer Einheit, die kein Luftfahrzeug ist [10.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="100"/>
        <source>mines of a hex outside 5-13 or over the side&apos;s allotment [19.1]</source>
        <translation>Minen eines Hexfelds außerhalb von 5-13 oder über der Zuteilung der Seite [19.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="103"/>
        <source>an entry code&apos;s anchor hex is not on the edge of its board [12.1]</source>
        <translation>das Ankerfeld eines Eintrittscodes liegt nicht am Rand seines Spielplans [12.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="107"/>
        <source>off-board artillery with no round a turn, more a turn than in all, or no distance [17]</source>
        <translation>Artillerie außerhalb der Karte ohne Schuss je Runde, mit mehr je Runde als insgesamt oder ohne Entfernung [17]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="134"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="175"/>
        <source>%1: %2 stacking points at %3 (%4), more than the %5 a side may stack in a hex</source>
        <translation>%1: %2 Stapelpunkte bei %3 (%4), mehr als die %5, die eine Seite in einem Hexfeld stapeln darf</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="189"/>
        <source>%1: %2 aircraft at %3 (%4), more than the %5 that may be over one hex</source>
        <translation>%1: %2 Luftfahrzeuge bei %3 (%4), mehr als die %5, die über einem Hexfeld sein dürfen</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="204"/>
        <source>%1: %2 stacking points set up in zone &apos;%3&apos; (%4), but %5 at most %6 of a side</source>
        <translation>%1: %2 Stapelpunkte in Zone „%3“ aufgestellt (%4), aber %5 höchstens %6 einer Seite</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="210"/>
        <source>its playable hex holds</source>
        <translation>ihr spielbares Hexfeld fasst</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="246"/>
        <source>%1: %2 NeuSpotters at %3 (%4) with no Type II unit; two NeuSpotters share a hex only with one</source>
        <translation>%1: %2 NeuSpotter bei %3 (%4) ohne Einheit vom Typ II; zwei NeuSpotter teilen sich ein Hexfeld nur mit einer</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="279"/>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="283"/>
        <source>board %1</source>
        <translation>Spielplan %1</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="295"/>
        <source>This scenario needs both games: S.F.3.D (%1) and S.F.3.D II (%2)</source>
        <translation>Dieses Szenario braucht beide Spiele: S.F.3.D (%1) und S.F.3.D II (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="68"/>
        <source>pilot %1, %2</source>
        <translation>Pilot %1, %2</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="69"/>
        <source>pilot %1</source>
        <translation>Pilot %1</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="73"/>
        <source>%1: %2 is assigned to %3 and again to %4; a pilot serves in one unit</source>
        <translation>%1: %2 ist %3 und nochmals %4 zugewiesen; ein Pilot dient in einer Einheit</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="84"/>
        <source>%1: %2 names pilot %3 twice in its unit code</source>
        <translation>%1: %2 nennt Pilot %3 zweimal in seinem Einheitencode</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="91"/>
        <source>%1: %2 names pilot %3 as both commander and second commander</source>
        <translation>%1: %2 nennt Pilot %3 sowohl als Kommandanten als auch als zweiten Kommandanten</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="98"/>
        <source>%1: %2 has %3 pilots for %4 units; each pilot is in a unit of his own</source>
        <translation>%1: %2 hat %3 Piloten für %4 Einheiten; jeder Pilot ist in einer eigenen Einheit</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="106"/>
        <source>%1: %2 names pilot %3 as controller (PC), but %4 is no unmanned unit</source>
        <translation>%1: %2 nennt Pilot %3 als Steuerpiloten (PC), aber %4 ist keine unbemannte Einheit</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="133"/>
        <source>%1: %2 rides in &apos;%3&apos;, which is no other force entry</source>
        <translation>%1: %2 fährt in „%3“, das kein anderer Truppeneintrag ist</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="142"/>
        <source>%1: %2 rides in %3 of the other side</source>
        <translation>%1: %2 fährt in %3 der anderen Seite</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="144"/>
        <source>%1: %2 rides in %3, which carries nothing</source>
        <translation>%1: %2 fährt in %3, das nichts transportiert</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="150"/>
        <source>%1: %2 rides in %3, which carries only Type %4 units</source>
        <translation>%1: %2 fährt in %3, das nur Einheiten vom Typ %4 transportiert</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="168"/>
        <source>%1: %2 carry %3 stacking points (%4), more than their %5</source>
        <translation>%1: %2 transportieren %3 Stapelpunkte (%4), mehr als ihre %5</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="184"/>
        <source>%1: %2 carries equipment (%3), which only aircraft carry</source>
        <translation>%1: %2 trägt Ausrüstung (%3), die nur Luftfahrzeuge tragen</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="200"/>
        <source>%1: mines at %2, which is not a playable hex</source>
        <translation>%1: Minen bei %2, das kein spielbares Hexfeld ist</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="209"/>
        <source>%1: mines of power %2 at %3; a hex holds %4 to %5</source>
        <translation>%1: Minen der Stärke %2 bei %3; ein Hexfeld fasst %4 bis %5</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="225"/>
        <source>%1 lays %2 mine points, more than its allotment of %3</source>
        <translation>%1 legt %2 Minenpunkte, mehr als seine Zuteilung von %3</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="282"/>
        <source>the %1 edge of board %2</source>
        <translation>%1rand von Spielplan %2</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="286"/>
        <source>%1: reinforcement &apos;%2&apos; enters from %3, which is not a hex of %4</source>
        <translation>%1: Verstärkung „%2“ kommt von %3, das kein Hexfeld von %4 ist</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="299"/>
        <source>Type %1 %2%3-%4×%5 (%6)</source>
        <translation>Typ %1 %2%3-%4×%5 (%6)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="306"/>
        <source>fires no round a turn</source>
        <translation>feuert keinen Schuss je Runde</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="308"/>
        <source>fires more rounds a turn (%1) than in all (%2)</source>
        <translation>feuert mehr Schuss je Runde (%1) als insgesamt (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="312"/>
        <source>stands at no distance from the board</source>
        <translation>steht in keiner Entfernung vom Spielplan</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="315"/>
        <source>%1: artillery %2 %3</source>
        <translation>%1: Artillerie %2 %3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="61"/>
        <source>an air-breathing engine on a world whose atmosphere forbids it, or without intake compressors on a very thin one (design constraint 1)</source>
        <translation>ein luftatmendes Triebwerk auf einer Welt, deren Atmosphäre es verbietet, oder ohne Ansaugverdichter auf einer sehr dünnen (Konstruktionsbedingung 1)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="66"/>
        <source>an aeroplane or helicopter in an atmosphere it cannot fly in, or away from its design G and atmosphere (design constraint 2)</source>
        <translation>ein Flugzeug oder Hubschrauber in einer Atmosphäre, in der es nicht fliegen kann, oder abseits seiner Konstruktions-G und -Atmosphäre (Konstruktionsbedingung 2)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="70"/>
        <source>an ACV on a trace or vacuum world (design constraint 3)</source>
        <translation>ein Luftkissenfahrzeug auf einer Welt mit Spuren- oder ohne Atmosphäre (Konstruktionsbedingung 3)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="73"/>
        <source>a vehicle without the sealing or life support its world&apos;s atmosphere needs (design constraint 4)</source>
        <translation>ein Fahrzeug ohne die Abdichtung oder Lebenserhaltung, die die Atmosphäre seiner Welt verlangt (Konstruktionsbedingung 4)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="77"/>
        <source>life support in a vehicle that is not sealed (design constraint 4)</source>
        <translation>Lebenserhaltung in einem Fahrzeug, das nicht abgedichtet ist (Konstruktionsbedingung 4)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="81"/>
        <source>a grav vehicle or aircraft that tows (design constraint 5)</source>
        <translation>ein Antigrav-Fahrzeug oder Luftfahrzeug, das schleppt (Konstruktionsbedingung 5)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="84"/>
        <source>more cargo tonnage than cargo m³ (design constraint 5)</source>
        <translation>mehr Fracht-Tonnage als Fracht-m³ (Konstruktionsbedingung 5)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="87"/>
        <source>more than one vehicle-launched bridge on a vehicle (design constraint 6)</source>
        <translation>mehr als eine Verlegebrücke auf einem Fahrzeug (Konstruktionsbedingung 6)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="91"/>
        <source>a ferry that is not amphibious and open-topped, or loaded over its deck or tonnage (design constraint 7)</source>
        <translation>eine Fähre, die nicht amphibisch und oben offen ist oder über Deck oder Tonnage beladen ist (Konstruktionsbedingung 7)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="95"/>
        <source>collapsing, nuclear or chemical rounds for a weapon that may not fire them (design constraint 8)</source>
        <translation>Kollaps-, Nuklear- oder Chemiemunition für eine Waffe, die sie nicht verschießen darf (Konstruktionsbedingung 8)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="99"/>
        <source>a pilot-fired weapon off a fixed forward mount or a missile that is not homing or target-seeking, or strafing with a weapon that is not automatic (design constraint 9)</source>
        <translation>eine vom Piloten abgefeuerte Waffe außerhalb einer festen Frontlafette oder ein Flugkörper, der nicht zielsuchend oder zielverfolgend ist, oder Tiefangriff mit einer nicht automatischen Waffe (Konstruktionsbedingung 9)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="104"/>
        <source>a commander working a weapon that is not on a cupola or pintel (design constraint 10)</source>
        <translation>ein Kommandant, der eine Waffe bedient, die nicht auf einer Kuppel oder Pivotlafette sitzt (Konstruktionsbedingung 10)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="108"/>
        <source>a damper without two projectors and fire control (design constraint 11)</source>
        <translation>ein Dämpfer ohne zwei Projektoren und Feuerleitung (Konstruktionsbedingung 11)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="112"/>
        <source>a component above the design&apos;s tech level (design constraint 12)</source>
        <translation>eine Komponente über der Techstufe der Konstruktion (Konstruktionsbedingung 12)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="116"/>
        <source>a K&apos;kree crew in six times the human space, at -2 morale (design constraint 13)</source>
        <translation>eine K&apos;kree-Besatzung im sechsfachen menschlichen Raum, mit Moral -2 (Konstruktionsbedingung 13)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="120"/>
        <source>a design value that is not one of the ruleset&apos;s, a design without an id or with another&apos;s, or no design of that id</source>
        <translation>ein Konstruktionswert, der keiner des Regelwerks ist, eine Konstruktion ohne ID oder mit der einer anderen, oder keine Konstruktion mit dieser ID</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="124"/>
        <source>a design that uses more volume or power than it has, by the provisional Book 3 values</source>
        <translation>eine Konstruktion, die mehr Volumen oder Leistung nutzt, als sie hat, nach den vorläufigen Book 3-Werten</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="128"/>
        <source>the scenario&apos;s world names an atmosphere, tech level or starport the rules do not have</source>
        <translation>die Welt des Szenarios nennt eine Atmosphäre, Techstufe oder einen Raumhafen, die die Regeln nicht haben</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="160"/>
        <source>the world&apos;s atmosphere &apos;%1&apos; is not one of the rules&apos;</source>
        <translation>die Atmosphäre „%1“ der Welt ist keine der Regeln</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="166"/>
        <source>the import price table has no credit value for tech level %1 and starport %2</source>
        <translation>die Importpreistabelle hat keinen Credit-Wert für Techstufe %1 und Raumhafen %2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="181"/>
        <source>design %1 has no id, or not one of lowercase letters, digits, - and _</source>
        <translation>Konstruktion %1 hat keine ID oder keine aus Kleinbuchstaben, Ziffern, - und _</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="187"/>
        <source>a second design with the id &apos;%1&apos;</source>
        <translation>eine zweite Konstruktion mit der ID „%1“</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="193"/>
        <source>design &apos;%1&apos;: the value of %2 is not what it should be</source>
        <translation>Konstruktion „%1“: der Wert von %2 ist nicht, was er sein sollte</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="197"/>
        <source> (design constraint %1)</source>
        <translation> (Konstruktionsbedingung %1)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="201"/>
        <source>design &apos;%1&apos;: %2%3</source>
        <translation>Konstruktion „%1“: %2%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="212"/>
        <source>%1 is built to the design &apos;%2&apos;, which the scenario does not have%3</source>
        <translation>%1 ist nach der Konstruktion „%2“ gebaut, die das Szenario nicht hat%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="60"/>
        <source>%1: &apos;%2&apos; is no Striker force key%3</source>
        <translation>%1: „%2“ ist kein Striker-Truppenschlüssel%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="66"/>
        <source>%1: the quality &apos;%2&apos; is not one of the rules&apos;</source>
        <translation>%1: die Qualität „%2“ ist keine der Regeln</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="75"/>
        <source>%1: the value of %2 is not a number of 0 or more</source>
        <translation>%1: der Wert von %2 ist keine Zahl von 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="81"/>
        <source>%1: how many men each stand has is not given, so they count for no personnel cost or support</source>
        <translation>%1: wie viele Mann jede Base hat, ist nicht angegeben, daher zählen sie weder für Personalkosten noch für Unterstützung</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="87"/>
        <source>%1: the stands need suits sealed against the %2 atmosphere</source>
        <translation>%1: die Basen brauchen Anzüge, die gegen die Atmosphäre %2 abgedichtet sind</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="103"/>
        <source>the night&apos;s visibility multiple %1 is over %2, the most the rules allow</source>
        <translation>der Nachtsicht-Multiplikator %1 liegt über %2, dem Höchstwert der Regeln</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="113"/>
        <source>the weather &apos;%1&apos; is not one of the rules&apos;%2</source>
        <translation>das Wetter „%1“ ist keines der Regeln%2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="118"/>
        <source>the world size &apos;%1&apos; has no horizon in the rules (1 to 9 or A)</source>
        <translation>die Weltgröße „%1“ hat in den Regeln keinen Horizont (1 bis 9 oder A)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="124"/>
        <source>the world&apos;s gravity must be a number above 0</source>
        <translation>die Schwerkraft der Welt muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="139"/>
        <source>the forces name the side &apos;%1&apos;, which the scenario does not have%2</source>
        <translation>die Truppen nennen die Seite „%1“, die es im Szenario nicht gibt%2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="149"/>
        <source>%1&apos;s force: &apos;%2&apos; is not a Striker side key with a number of 0 or more</source>
        <translation>Truppe von %1: „%2“ ist kein Striker-Seiteschlüssel mit einer Zahl von 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="155"/>
        <source>%1&apos;s force type &apos;%2&apos; is not one of the rules&apos;</source>
        <translation>der Truppentyp „%2“ von %1 ist keiner der Regeln</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="173"/>
        <source>%1 spends %2 a year (price %3, upkeep %4, personnel %5), over its budget of %6%7</source>
        <translation>%1 gibt %2 pro Jahr aus (Preis %3, Unterhalt %4, Personal %5), über dem Budget von %6%7</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="178"/>
        <source> (prices on provisional Book 3 values)</source>
        <translation> (Preise nach vorläufigen Book 3-Werten)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="189"/>
        <source>%1 has %2 %3 of the %4 its force needs: %5</source>
        <translation>%1 hat %2 %3, die Truppe braucht %4: %5</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="197"/>
        <source>morale %1 after the first combat; wounded return at tech level %2 (%3 % light, %4 % serious)</source>
        <translation>Moral %1 nach dem ersten Gefecht; Verwundete kehren bei Techstufe %2 zurück (%3 % leicht, %4 % schwer)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="203"/>
        <source>medics</source>
        <translation>Sanitäter</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="206"/>
        <source>company station medics</source>
        <translation>Sanitäter des Kompanie-Verbandplatzes</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="208"/>
        <source>battalion aid medics</source>
        <translation>Sanitäter des Bataillons-Verbandplatzes</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="210"/>
        <source>%1 % of its vehicles break down a week</source>
        <translation>%1 % der Fahrzeuge fallen pro Woche aus</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="211"/>
        <source>mechanics</source>
        <translation>Mechaniker</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="213"/>
        <source>tool kits</source>
        <translation>Werkzeugkästen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="214"/>
        <source>a mechanic without one does not count; %1</source>
        <translation>ein Mechaniker ohne Werkzeugkasten zählt nicht; %1</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="215"/>
        <source>workshops</source>
        <translation>Werkstätten</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="217"/>
        <source>a workshop serves 20 mechanics</source>
        <translation>eine Werkstatt versorgt 20 Mechaniker</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="218"/>
        <source>morale %1 after %n day(s) without a hot meal</source>
        <translation>
            <numerusform>Moral %1 nach %n Tag ohne warme Mahlzeit</numerusform>
            <numerusform>Moral %1 nach %n Tagen ohne warme Mahlzeit</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="221"/>
        <source>cooks</source>
        <translation>Köche</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="223"/>
        <source>kitchens</source>
        <translation>Küchen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="225"/>
        <source>vets</source>
        <translation>Tierärzte</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="227"/>
        <source>%1 % of its animals lost a week</source>
        <translation>%1 % der Tiere gehen pro Woche verloren</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="251"/>
        <source>work %1: the value of %2 is not one the rules know</source>
        <translation>Arbeit %1: den Wert von %2 kennen die Regeln nicht</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="256"/>
        <source>work %1 is for the side &apos;%2&apos;, which the scenario does not have</source>
        <translation>Arbeit %1 gehört zur Seite „%2“, die es im Szenario nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="270"/>
        <source>work %1 builds the piece &apos;%2&apos;, which the table does not have</source>
        <translation>Arbeit %1 baut das Geländestück „%2“, das es auf dem Spieltisch nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="277"/>
        <source>work %1 digs in the design &apos;%2&apos;, which the scenario does not have</source>
        <translation>Arbeit %1 gräbt die Konstruktion „%2“ ein, die es im Szenario nicht gibt</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="288"/>
        <source>work %1: only engineers lay mines, and %2 has none</source>
        <translation>Arbeit %1: nur Pioniere legen Minen, und %2 hat keine</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="293"/>
        <source>work %1: concrete cures in %2 hours at this tech level, longer than the %3 hours before the game</source>
        <translation>Arbeit %1: Beton härtet auf dieser Techstufe in %2 Stunden aus, länger als die %3 Stunden vor dem Spiel</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="310"/>
        <source>work %1: mines cannot be camouflaged in &apos;%2&apos;, which the piece &apos;%3&apos; overlaps</source>
        <translation>Arbeit %1: Minen können in „%2“, das das Geländestück „%3“ überlappt, nicht getarnt werden</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="328"/>
        <source>%1&apos;s pre-game works take %2 man-hours, more than its %3</source>
        <translation>die Arbeiten vor Spielbeginn von %1 brauchen %2 Mannstunden, mehr als die vorhandenen %3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="345"/>
        <source>a force, side, work or world value of Striker that is not one the rules or the scenario know</source>
        <translation>ein Striker-Wert für Truppe, Seite, Arbeit oder Welt, den weder die Regeln noch das Szenario kennen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="349"/>
        <source>stands of troops without the number of men in each</source>
        <translation>Basen mit Truppen ohne Angabe der Mannzahl je Base</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="352"/>
        <source>stands without sealed suits in an atmosphere that needs them</source>
        <translation>Basen ohne Druckanzüge in einer Atmosphäre, die sie erfordert</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="355"/>
        <source>a night multiple over 0.5, a weather, world size or gravity the rules do not have</source>
        <translation>ein Nachtmultiplikator über 0,5 oder ein Wetter, eine Weltgröße oder Schwerkraft, die die Regeln nicht kennen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="359"/>
        <source>a side whose price, upkeep and personnel cost more than its yearly budget</source>
        <translation>eine Seite, deren Preis, Unterhalt und Personal mehr kosten als ihr Jahresbudget</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="363"/>
        <source>fewer medics than 1 per 30 men, company station 1 per 75 and battalion aid 1 per 150</source>
        <translation>weniger Sanitäter als 1 je 30 Mann, Kompanie-Verbandplatz 1 je 75 und Bataillons-Verbandplatz 1 je 150</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="367"/>
        <source>fewer mechanics than 1 per 50 maintenance points, each with a tool kit, or a workshop short per 20</source>
        <translation>weniger Mechaniker als 1 je 50 Wartungspunkte, jeder mit Werkzeugkasten, oder eine Werkstatt zu wenig je 20</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="371"/>
        <source>fewer cooks than 1 per 50 men, or a kitchen short per 100</source>
        <translation>weniger Köche als 1 je 50 Mann oder eine Küche zu wenig je 100</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="374"/>
        <source>fewer vets than 1 per 50 animals (25 in harsh conditions)</source>
        <translation>weniger Tierärzte als 1 je 50 Tiere (25 unter harten Bedingungen)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="377"/>
        <source>pre-game works that take more man-hours than the side has, or concrete that cannot cure before the game</source>
        <translation>Arbeiten vor Spielbeginn, die mehr Mannstunden brauchen, als die Seite hat, oder Beton, der vor dem Spiel nicht aushärten kann</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="381"/>
        <source>mines laid by a side without engineers</source>
        <translation>Minen, gelegt von einer Seite ohne Pioniere</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="383"/>
        <source>camouflaged mines where the terrain allows no camouflage</source>
        <translation>getarnte Minen in Gelände, das keine Tarnung erlaubt</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="116"/>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="130"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <location filename="../model/scenario/scenarioreader.cpp" line="139"/>
        <source>hex &apos;%1&apos; in %2 is beyond the largest map: Hexwright&apos;s maps are at most %3 hexes a side</source>
        <translation>Hexfeld „%1“ in %2 liegt jenseits der größten Karte: Hexwright-Karten haben höchstens %3 Hexfelder je Seite</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <location filename="../editor/setup.cpp" line="48"/>
        <source>Show Setup &amp;Zones</source>
        <translation>Aufstellungs&amp;zonen zeigen</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="53"/>
        <source>Tint the setup zones on the map (each zone can be hidden in the Zones dock)</source>
        <translation>Die Aufstellungszonen auf der Karte einfärben (jede Zone kann im Zonen-Dock ausgeblendet werden)</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="84"/>
        <source>Add &amp;Zone</source>
        <translation>&amp;Zone hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="86"/>
        <source>Add an empty setup zone and paint it with the Zone tool</source>
        <translation>Eine leere Aufstellungszone hinzufügen und sie mit dem Zonenwerkzeug malen</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="93"/>
        <source>New Zone from &amp;Preset...</source>
        <translation>Neue Zone aus &amp;Vorlage...</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="96"/>
        <source>Make a setup zone the way the book words it: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation>Eine Aufstellungszone so anlegen, wie das Regelbuch sie formuliert: ein ganzer Kartenteil, der Rand eines Kartenteils, seine Stadtfelder, innerhalb von N Hexfeldern um einen Kartenteil</translation>
    </message>
</context>
<context>
    <name>SetupSheets</name>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="30"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="32"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="34"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="36"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="44"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="46"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="68"/>
        <location filename="../model/export/setupsheet_content.cpp" line="83"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="59"/>
        <source>sets up %1</source>
        <translation>stellt als %1 auf</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="60"/>
        <source>moves %1</source>
        <translation>zieht als %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="62"/>
        <source>budget %1 points</source>
        <translation>Budget %1 Punkte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="85"/>
        <source>%1 set-up sheet</source>
        <translation>Aufstellungsbogen %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="88"/>
        <source>Player %1 · %2 sides</source>
        <translation>Spieler %1 · %2 Seiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="89"/>
        <source>%1 – set-up sheet</source>
        <translation>%1 – Aufstellungsbogen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="93"/>
        <source>Your sides</source>
        <translation>Ihre Seiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="104"/>
        <location filename="../model/export/setupsheet_content.cpp" line="142"/>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="131"/>
        <location filename="../model/export/setupsheet_content.cpp" line="136"/>
        <source>Referee sheet</source>
        <translation>Schiedsrichterbogen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="137"/>
        <source>%1 players · %2 sides · everything every side sets up</source>
        <translation>%1 Spieler · %2 Seiten · alles, was jede Seite aufstellt</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="146"/>
        <location filename="../model/export/setupsheet_content.cpp" line="148"/>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="149"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="275"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="461"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="494"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="150"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="151"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="152"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="282"/>
        <source>Sets up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="153"/>
        <source>Moves</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="154"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="462"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="155"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="281"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="90"/>
        <location filename="../model/export/setupsheet_tracks.cpp" line="119"/>
        <source>%1 (%2)</source>
        <extracomment>a purchase option and the mark its counters carry: &quot;With gas (G)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="171"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="191"/>
        <source>Designer&apos;s notes</source>
        <translation>Designernotizen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="204"/>
        <location filename="../model/export/setupsheets.cpp" line="146"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="271"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="416"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="419"/>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="103"/>
        <source>Panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="107"/>
        <source>the %1 edge of the map</source>
        <translation>%1rand der Karte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="108"/>
        <source>the %1 edge of %2</source>
        <translation>%1rand von %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="114"/>
        <source>road hex %1</source>
        <translation>Straßenfeld %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="118"/>
        <source>paradrop into %1</source>
        <translation>Fallschirmabsprung in %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="95"/>
        <location filename="../model/export/setupsheet_content.cpp" line="112"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="123"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="428"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="124"/>
        <source>roll 1d6 (%1)</source>
        <translation>1W6 würfeln (%1)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="131"/>
        <source>, rolled again if the same as %1&apos;s</source>
        <translation>, neu gewürfelt, wenn gleich dem von %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="145"/>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="147"/>
        <source>off board</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="154"/>
        <source>reinforcement, turn %1, edge by die roll</source>
        <translation>Verstärkung, Runde %1, Rand per Würfelwurf</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="155"/>
        <source>reinforcement, turn %1: %2</source>
        <translation>Verstärkung, Runde %1: %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="159"/>
        <source>reinforcement %1</source>
        <translation>Verstärkung %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="163"/>
        <source>at %1, %2</source>
        <extracomment>a unit set up at a point of the table: &quot;at 18.0 in, 3.0 in&quot;</extracomment>
        <translation>bei %1, %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="178"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="180"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="183"/>
        <source>(no units)</source>
        <translation>(keine Einheiten)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="270"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="272"/>
        <source>Forces of all sides</source>
        <translation>Truppen aller Seiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="270"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="272"/>
        <source>Forces</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="276"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="495"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="277"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="278"/>
        <source>No.</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="279"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="280"/>
        <source>Per unit</source>
        <translation>Je Einheit</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="303"/>
        <source>%1 (back: %2)</source>
        <translation>%1 (Rückseite: %2)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="325"/>
        <source>No units.</source>
        <translation>Keine Einheiten.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="338"/>
        <source>%1: %2 units, %3 points</source>
        <translation>%1: %2 Einheiten, %3 Punkte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="339"/>
        <source>Total: %1 units, %2 points</source>
        <translation>Gesamt: %1 Einheiten, %2 Punkte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="343"/>
        <source> of a budget of %1 (%2 left)</source>
        <translation> von einem Budget von %1 (%2 übrig)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="344"/>
        <source> of a budget of %1: over by %2</source>
        <translation> von einem Budget von %1: um %2 überschritten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="383"/>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="383"/>
        <source>Set-up zones</source>
        <translation>Aufstellungszonen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="397"/>
        <source>%1 (objective)</source>
        <translation>%1 (Missionsziel)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="399"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="411"/>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="424"/>
        <source>%1 across, %2 down</source>
        <translation>%1 in der Breite, %2 in der Tiefe</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="427"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="432"/>
        <source>objective %1 at %2, %3</source>
        <translation>Missionsziel %1 bei %2, %3</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="438"/>
        <source>Deployment areas and objectives</source>
        <translation>Aufstellungsbereiche und Missionsziele</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="456"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="458"/>
        <source>Reinforcements</source>
        <translation>Verstärkungen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="459"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="463"/>
        <source>Enter</source>
        <translation>Eintritt</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="485"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="492"/>
        <source>Hidden units</source>
        <translation>Verdeckte Einheiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="488"/>
        <source>Placed when a unit of another side first enters a hex of the zone: roll 1d6.</source>
        <translation>Platziert, wenn eine Einheit einer anderen Seite zum ersten Mal ein Hexfeld der Zone betritt: 1W6 würfeln.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="496"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="497"/>
        <source>1d6 when found</source>
        <translation>1W6 bei Entdeckung</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="512"/>
        <source>%1: 1 unit</source>
        <translation>%1: 1 Einheit</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="513"/>
        <source>%1: %2 units</source>
        <translation>%1: %2 Einheiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="515"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="516"/>
        <source>; any other roll: none</source>
        <translation>; jeder andere Wurf: keine</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="529"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="531"/>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="533"/>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="534"/>
        <source>Hex</source>
        <translation>Hexfeld</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="535"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="536"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="59"/>
        <source>From %1 units lost, a rally roll of %2 or more makes every unit of these colours desert at once.</source>
        <translation>Ab %1 verlorenen Einheiten lässt ein Sammelwurf von %2 oder mehr alle Einheiten dieser Farben sofort desertieren.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="66"/>
        <source>After %1 units are lost, the remaining units of these colours leave play.</source>
        <translation>Nach %1 verlorenen Einheiten verlassen die übrigen Einheiten dieser Farben das Spiel.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="71"/>
        <source>A unit that fails its rally roll is eliminated.</source>
        <translation>Eine Einheit, deren Sammelwurf misslingt, wird eliminiert.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="74"/>
        <source>Every morale roll is a desperation rally.</source>
        <translation>Jeder Moralwurf ist ein Verzweiflungssammeln.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="94"/>
        <location filename="../model/export/setupsheet_tracks.cpp" line="135"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="96"/>
        <source>A disrupted unit rallies on 2d6 at or above its colour&apos;s morale; the morale changes as the colour&apos;s losses mount.</source>
        <translation>Eine desorganisierte Einheit sammelt sich mit 2W6 bei mindestens der Moral ihrer Farbe; die Moral ändert sich mit den wachsenden Verlusten der Farbe.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="121"/>
        <source>: morale at no cost</source>
        <translation>: Moral ohne Kosten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="133"/>
        <source>Units lost</source>
        <translation>Verlorene Einheiten</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="141"/>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="163"/>
        <source>Victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="182"/>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="219"/>
        <source>Turn record</source>
        <translation>Rundenleiste</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="236"/>
        <source>Reinf.</source>
        <translation>Verst.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="247"/>
        <source>Shaded turns: reinforcements arrive (named in the box).</source>
        <translation>Schattierte Runden: Verstärkungen kommen an (im Kasten genannt).</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="249"/>
        <source>Shaded turns: your reinforcements arrive (named in the box).</source>
        <translation>Schattierte Runden: Ihre Verstärkungen kommen an (im Kasten genannt).</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="250"/>
        <source>Shaded turns: your reinforcements arrive.</source>
        <translation>Schattierte Runden: Ihre Verstärkungen kommen an.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="254"/>
        <source>The game ends early when this holds: %1</source>
        <translation>Das Spiel endet vorzeitig, wenn dies erfüllt ist: %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="261"/>
        <source>No end turn is given: after turn %1 the marker goes back to turn %2.</source>
        <translation>Keine Schlussrunde angegeben: Nach Runde %1 geht der Marker zurück auf Runde %2.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="97"/>
        <source>%1: set-up sheets</source>
        <translation>%1: Aufstellungsbögen</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="145"/>
        <source>%1: counters</source>
        <translation>%1: Spielsteine</translation>
    </message>
</context>
<context>
    <name>SideEdits</name>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="192"/>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="536"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="540"/>
        <source>%1 %2 (free)</source>
        <translation>%1 %2 (kostenlos)</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="545"/>
        <source>%1 eliminated → %2</source>
        <translation>%1 eliminiert → %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="555"/>
        <source>%1+ after %2</source>
        <translation>%1+ nach %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="557"/>
        <source>%1+ after 1 loss</source>
        <translation>%1+ nach 1 Verlust</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="560"/>
        <source>%1+ after %2 losses</source>
        <translation>%1+ nach %2 Verlusten</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="562"/>
        <source>all desert on a rally roll of %1</source>
        <translation>alle desertieren bei einem Sammelwurf von %1</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="568"/>
        <source>withdraws after 1 loss</source>
        <translation>zieht sich nach 1 Verlust zurück</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="569"/>
        <source>withdraws after %1 losses</source>
        <translation>zieht sich nach %1 Verlusten zurück</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="572"/>
        <source>a failed rally eliminates the unit</source>
        <translation>ein misslungenes Sammeln eliminiert die Einheit</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="575"/>
        <source>every rally is a desperation rally</source>
        <translation>jedes Sammeln ist ein Verzweiflungssammeln</translation>
    </message>
</context>
<context>
    <name>SideName</name>
    <message>
        <location filename="../model/scenario/sidename.cpp" line="41"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>SideSheets</name>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="163"/>
        <source>%1 (secret)</source>
        <translation>%1 (geheim)</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="108"/>
        <source>the player whose turn it is</source>
        <translation>der Spieler, der am Zug ist</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="110"/>
        <source>the other players</source>
        <translation>die anderen Spieler</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="112"/>
        <source>all players</source>
        <translation>alle Spieler</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="132"/>
        <source>%1 · side sheet of player %2</source>
        <translation>%1 · Seitenbogen von Spieler %2</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="138"/>
        <source>Keep this sheet to yourself: it shows your secret goal.</source>
        <translation>Behalten Sie diesen Bogen für sich: Er zeigt Ihren geheimen Auftrag.</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="150"/>
        <source>Each round</source>
        <translation>Jede Runde</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="153"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="189"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="202"/>
        <source>%1: side sheets</source>
        <translation>%1: Seitenbögen</translation>
    </message>
</context>
<context>
    <name>StrikerAids</name>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="64"/>
        <source>none (every round destroyed)</source>
        <translation>keine (jeder Schuss zerstört)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="66"/>
        <source>scattered</source>
        <translation>gestreut</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="68"/>
        <source>dispersed</source>
        <translation>verteilt</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="70"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="72"/>
        <source>converged</source>
        <translation>konzentriert</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="112"/>
        <source>Each die: point defense TL %1 - round TL %2, not below 0</source>
        <translation>Je Würfel: Punktverteidigung TL %1 - Schuss-TL %2, nicht unter 0</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="124"/>
        <source>MRL rounds: destroyed / 2, rounded up</source>
        <translation>MRL-Schuss: zerstörte / 2, aufgerundet</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="159"/>
        <source>Laid minefield: one attack per 2 mm, 7+</source>
        <translation>Verlegtes Minenfeld: ein Angriff je 2 mm, 7+</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="164"/>
        <source>Scatterable mines: one attack per 1 cm, 10+</source>
        <translation>Streuminen: ein Angriff je 1 cm, 10+</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="168"/>
        <source>%n increment(s) of rounds beyond the first</source>
        <translation>
            <numerusform>%n Schussstufe über die erste hinaus</numerusform>
            <numerusform>%n Schussstufen über die erste hinaus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="187"/>
        <source>Low ground pressure: never sticks</source>
        <translation>Geringer Bodendruck: bleibt nie stecken</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="192"/>
        <source>Ground pressure</source>
        <translation>Bodendruck</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="194"/>
        <source>Wheeled</source>
        <translation>Radfahrzeug</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="228"/>
        <source>Night visibility multiple</source>
        <translation>Nachtsicht-Multiplikator</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="231"/>
        <source>Light amplification doubles it</source>
        <translation>Restlichtverstärkung verdoppelt ihn</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="235"/>
        <source>Light amplification fails in bad weather</source>
        <translation>Restlichtverstärkung versagt bei schlechtem Wetter</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="241"/>
        <source>Weather visibility</source>
        <translation>Sicht bei diesem Wetter</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="259"/>
        <source>Spotter&apos;s Recon-%1</source>
        <translation>Recon-%1 des Beobachters</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="262"/>
        <source>Target&apos;s Recon-%1</source>
        <translation>Recon-%1 des Ziels</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="265"/>
        <source>Drone vehicle spotting</source>
        <translation>Aufklärung durch Drohnenfahrzeug</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="273"/>
        <source>ECM TL %1 over radar TL %2</source>
        <translation>ECM-TL %1 über Radar-TL %2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="276"/>
        <source>Radar TL %1 over ECM TL %2</source>
        <translation>Radar-TL %1 über ECM-TL %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="285"/>
        <source>%n extra turn(s) firing from the same spot</source>
        <translation>
            <numerusform>%n zusätzlicher Zug mit Feuer von derselben Stelle</numerusform>
            <numerusform>%n zusätzliche Züge mit Feuer von derselben Stelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="289"/>
        <source>%n extra locating method(s)</source>
        <translation>
            <numerusform>%n zusätzliche Ortungsmethode</numerusform>
            <numerusform>%n zusätzliche Ortungsmethoden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="317"/>
        <source>Vargr %1</source>
        <translation>Vargr %1</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="320"/>
        <source>Raw recruit, untrained</source>
        <translation>Rekrut, unausgebildet</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="323"/>
        <source>Quality: %1</source>
        <translation>Qualität: %1</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="327"/>
        <source>Aslan</source>
        <translation>Aslan</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="330"/>
        <source>Led by a Vargr NCO or officer</source>
        <translation>Geführt von einem Vargr-Unteroffizier oder -Offizier</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="331"/>
        <source>Led by an NCO or officer</source>
        <translation>Geführt von einem Unteroffizier oder Offizier</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="334"/>
        <source>Hivers who see the enemy</source>
        <translation>Hiver, die den Feind sehen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="336"/>
        <source>Under half the medics needed</source>
        <translation>Weniger als die Hälfte der nötigen Sanitäter</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="337"/>
        <source>Short of medics</source>
        <translation>Zu wenige Sanitäter</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="340"/>
        <source>No hot meal</source>
        <translation>Keine warme Mahlzeit</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="342"/>
        <source>Protective gear on (gas check)</source>
        <translation>Schutzausrüstung angelegt (Gasprobe)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="344"/>
        <source>Zhodani officer&apos;s bonus</source>
        <translation>Bonus des Zhodani-Offiziers</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="346"/>
        <source>Cramped K&apos;kree crew</source>
        <translation>Beengte K&apos;kree-Besatzung</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="437"/>
        <source>Crew: a random crew member seriously wounded (a sole pilot: crash)</source>
        <translation>Besatzung: ein zufälliges Besatzungsmitglied schwer verwundet (einziger Pilot: Absturz)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="440"/>
        <source>Electronics: all electronics out</source>
        <translation>Elektronik: gesamte Elektronik ausgefallen</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="442"/>
        <source>Flight: the aircraft crashes</source>
        <translation>Flug: das Luftfahrzeug stürzt ab</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="443"/>
        <source>Catastrophic: destroyed, crew killed</source>
        <translation>Katastrophal: zerstört, Besatzung getötet</translation>
    </message>
</context>
<context>
    <name>StrikerDesignRules</name>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="55"/>
        <source>%1 breathes air: illegal in a %2 atmosphere</source>
        <translation>%1 atmet Luft: unzulässig in einer Atmosphäre %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="59"/>
        <source>%1 breathes air: a %2 atmosphere needs intake compressors</source>
        <translation>%1 atmet Luft: eine Atmosphäre %2 braucht Ansaugverdichter</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="74"/>
        <source>aeroplanes and helicopters cannot fly in a %1 atmosphere</source>
        <translation>Flugzeuge und Hubschrauber können in einer Atmosphäre %1 nicht fliegen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="78"/>
        <source>an aircraft works only in the atmosphere it is designed for (or its tainted version), not %1</source>
        <translation>ein Luftfahrzeug funktioniert nur in der Atmosphäre, für die es konstruiert ist (oder ihrer verunreinigten Form), nicht %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="83"/>
        <source>an aircraft works only at the G it is designed for (%1 G), not %2 G</source>
        <translation>ein Luftfahrzeug funktioniert nur bei der G, für die es konstruiert ist (%1 G), nicht %2 G</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="97"/>
        <source>an ACV is inoperable in a %1 atmosphere</source>
        <translation>ein Luftkissenfahrzeug ist in einer Atmosphäre %1 nicht einsatzfähig</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="112"/>
        <source>a %1 atmosphere needs a sealed vehicle or life support</source>
        <translation>eine Atmosphäre %1 braucht ein abgedichtetes Fahrzeug oder Lebenserhaltung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="114"/>
        <source>a %1 atmosphere needs overpressure, sealing or life support</source>
        <translation>eine Atmosphäre %1 braucht Überdruck, Abdichtung oder Lebenserhaltung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="120"/>
        <source>life support normally needs a sealed vehicle</source>
        <translation>Lebenserhaltung braucht normalerweise ein abgedichtetes Fahrzeug</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="131"/>
        <source>a grav vehicle cannot tow</source>
        <translation>ein Antigrav-Fahrzeug kann nicht schleppen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="132"/>
        <source>only ground vehicles tow</source>
        <translation>nur Bodenfahrzeuge schleppen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="135"/>
        <source>cargo of %1 t exceeds the cargo space of %2 m³ (at most 1 t per m³)</source>
        <translation>Fracht von %1 t übersteigt den Frachtraum von %2 m³ (höchstens 1 t je m³)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="151"/>
        <source>at most one vehicle-launched bridge per vehicle</source>
        <translation>höchstens eine Verlegebrücke je Fahrzeug</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="163"/>
        <source>a purpose-built ferry must be amphibious</source>
        <translation>eine eigens gebaute Fähre muss amphibisch sein</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="166"/>
        <source>a purpose-built ferry must be open-topped</source>
        <translation>eine eigens gebaute Fähre muss oben offen sein</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="169"/>
        <source>a ferry carries 1 man per m² of deck: %1 men on %2 m²</source>
        <translation>eine Fähre trägt 1 Mann je m² Deck: %1 Mann auf %2 m²</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="176"/>
        <source>a ferry&apos;s cargo is at most the difference between its weight and volume: %1 t (from provisional weights)</source>
        <translation>die Fracht einer Fähre ist höchstens die Differenz zwischen ihrem Gewicht und Volumen: %1 t (aus vorläufigen Gewichten)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="199"/>
        <source>%1 rounds only for %2, not a %3</source>
        <translation>%1-Munition nur für %2, nicht für %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="205"/>
        <source>%1 rounds need %2 aboard</source>
        <translation>%1-Munition braucht %2 an Bord</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="208"/>
        <source>%1 rounds only for a weapon with a bursting HE round, not a %2</source>
        <translation>%1-Munition nur für eine Waffe mit Spreng-HE-Munition, nicht für %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="226"/>
        <source>a pilot fires only from a fixed forward mount, not %1</source>
        <translation>ein Pilot feuert nur aus einer festen Frontlafette, nicht %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="231"/>
        <source>a pilot fires only homing or target-seeking missiles</source>
        <translation>ein Pilot feuert nur zielsuchende oder zielverfolgende Flugkörper</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="236"/>
        <source>strafing needs an automatic weapon, not a %1</source>
        <translation>Tiefangriff braucht eine automatische Waffe, nicht %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="249"/>
        <source>a commander works only a cupola or pintel weapon, not a %1 mount</source>
        <translation>ein Kommandant bedient nur eine Kuppel- oder Pivotwaffe, keine Lafette %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="268"/>
        <source>a damper needs two projectors</source>
        <translation>ein Dämpfer braucht zwei Projektoren</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="270"/>
        <source>a damper needs fire control</source>
        <translation>ein Dämpfer braucht Feuerleitung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="281"/>
        <source>%1 needs tech level %2; the design is TL %3</source>
        <translation>%1 braucht Techstufe %2; die Konstruktion ist TL %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="302"/>
        <source>%1 crew in %2 times the human space: crew morale %3 (%4 times avoids it)</source>
        <translation>%1-Besatzung im %2-fachen menschlichen Raum: Besatzungsmoral %3 (%4-fach vermeidet sie)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="315"/>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>%1 „%2“ ist unbekannt</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="319"/>
        <source>the design names no tech level</source>
        <translation>die Konstruktion nennt keine Techstufe</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="322"/>
        <source>tech level %1 is outside the rules&apos; %2 to %3</source>
        <translation>Techstufe %1 liegt außerhalb von %2 bis %3 der Regeln</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="327"/>
        <source>race</source>
        <translation>Spezies</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="329"/>
        <source>locomotion</source>
        <translation>Fortbewegung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="331"/>
        <source>power plant</source>
        <translation>Kraftwerk</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="333"/>
        <source>atmosphere</source>
        <translation>Atmosphäre</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="337"/>
        <source>sealing</source>
        <translation>Abdichtung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="340"/>
        <source>the chassis has no volume</source>
        <translation>das Chassis hat kein Volumen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="344"/>
        <source>mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="347"/>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="350"/>
        <source>round</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="354"/>
        <source>missile guidance</source>
        <translation>Flugkörperlenkung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="366"/>
        <source>fire control</source>
        <translation>Feuerleitung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="369"/>
        <source>sensor</source>
        <translation>Sensor</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="370"/>
        <source>equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="381"/>
        <source>%1 m³ used of a %2 m³ chassis (provisional volumes)</source>
        <translation>%1 m³ von einem %2-m³-Chassis belegt (vorläufige Volumen)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="387"/>
        <source>the components draw %1 MW of a %2 MW plant (provisional power)</source>
        <translation>die Komponenten ziehen %1 MW von einem %2-MW-Kraftwerk (vorläufige Leistung)</translation>
    </message>
</context>
<context>
    <name>StrikerForceRules</name>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="581"/>
        <source>Horizon</source>
        <translation>Horizont</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="581"/>
        <source>%1 cm (world size %2)</source>
        <translation>%1 cm (Weltgröße %2)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="583"/>
        <source>Atmosphere</source>
        <translation>Atmosphäre</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="584"/>
        <source>Energy weapon penetration ranges</source>
        <translation>Durchschlagsreichweiten von Energiewaffen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="585"/>
        <location filename="../model/families/striker/strikerforce.cpp" line="587"/>
        <location filename="../model/families/striker/strikerforce.cpp" line="594"/>
        <location filename="../model/families/striker/strikerforce.cpp" line="609"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="586"/>
        <source>ACV power/weight</source>
        <translation>ACV Leistung/Gewicht</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="588"/>
        <source>inoperable</source>
        <translation>nicht einsatzfähig</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="591"/>
        <source>Gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="591"/>
        <source>%1 G</source>
        <translation>%1 G</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="593"/>
        <source>Ground and personnel moves</source>
        <translation>Bewegung von Bodenfahrzeugen und Personal</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="595"/>
        <source>Projectile ranges (50 cm and over)</source>
        <translation>Geschossreichweiten (ab 50 cm)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="596"/>
        <source>/%1, up to the fire control&apos;s limit</source>
        <translation>/%1, bis zur Grenze der Feuerleitung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="598"/>
        <source>Slopes</source>
        <translation>Hänge</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/striker/strikerforce.cpp" line="598"/>
        <source>%n category(s) lower</source>
        <translation>
            <numerusform>%n Kategorie niedriger</numerusform>
            <numerusform>%n Kategorien niedriger</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="600"/>
        <source>Clear</source>
        <translation>Klar</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="605"/>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="606"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="607"/>
        <source>Night, multiple %1</source>
        <translation>Nacht, Multiplikator %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="607"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="609"/>
        <source>Spotting ranges</source>
        <translation>Sichtungsreichweiten</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="613"/>
        <source>Night maxima</source>
        <translation>Nachtmaxima</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="614"/>
        <source>stationary soldier %1 cm, stationary vehicle or moving soldier %2 cm, moving vehicle %3 cm</source>
        <translation>stehender Soldat %1 cm, stehendes Fahrzeug oder sich bewegender Soldat %2 cm, sich bewegendes Fahrzeug %3 cm</translation>
    </message>
</context>
<context>
    <name>StrikerPrint</name>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="40"/>
        <source>Medics (1 per 30 men)</source>
        <translation>Sanitäter (1 je 30 Mann)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="42"/>
        <source>Company station (1 per 75)</source>
        <translation>Kompanie-Verbandplatz (1 je 75)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="44"/>
        <source>Battalion aid (1 per 150)</source>
        <translation>Bataillons-Verbandplatz (1 je 150)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="46"/>
        <source>Mechanics (1 per 50 points)</source>
        <translation>Mechaniker (1 je 50 Punkte)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="47"/>
        <source>Tool kits</source>
        <translation>Werkzeugkästen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="48"/>
        <source>Workshops (1 per 20)</source>
        <translation>Werkstätten (1 je 20)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="49"/>
        <source>Cooks (1 per 50 men)</source>
        <translation>Köche (1 je 50 Mann)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="50"/>
        <source>Kitchens (1 per 100)</source>
        <translation>Küchen (1 je 100)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="51"/>
        <source>Vets (1 per 50 animals)</source>
        <translation>Tierärzte (1 je 50 Tiere)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="63"/>
        <source>Record card: %1</source>
        <translation>Datenkarte: %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="81"/>
        <source>Tech level</source>
        <translation>Techstufe</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="82"/>
        <source>Chassis</source>
        <translation>Chassis</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="83"/>
        <source>%1, %2 m³</source>
        <translation>%1, %2 m³</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="85"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="165"/>
        <source>Power plant</source>
        <translation>Kraftwerk</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="86"/>
        <source>%1, %2 MW</source>
        <translation>%1, %2 MW</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="93"/>
        <source>Armour (cm steel)</source>
        <translation>Panzerung (cm Stahl)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="95"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="165"/>
        <source>Fire control</source>
        <translation>Feuerleitung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="97"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="166"/>
        <source>Electronics</source>
        <translation>Elektronik</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="99"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="166"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="104"/>
        <source>life support</source>
        <translation>Lebenserhaltung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="106"/>
        <source>amphibious</source>
        <translation>amphibisch</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="109"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="167"/>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="110"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="185"/>
        <source>Crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="112"/>
        <source>%1, %2 passengers</source>
        <translation>%1, %2 Passagiere</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="116"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="167"/>
        <source>Cargo</source>
        <translation>Fracht</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="117"/>
        <source>%1 m³, %2 t</source>
        <translation>%1 m³, %2 t</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="120"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="121"/>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="123"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="124"/>
        <source>%1 km/h (top %2)</source>
        <translation>%1 km/h (max. %2)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="127"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="276"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="129"/>
        <source>%1, imported %2</source>
        <translation>%1, importiert %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="134"/>
        <source>Maintenance points</source>
        <translation>Wartungspunkte</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Rounds</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="148"/>
        <source>%1 (commander)</source>
        <translation>%1 (Kommandant)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="150"/>
        <source>%1 (pilot)</source>
        <translation>%1 (Pilot)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="181"/>
        <source>%1 design</source>
        <translation>Konstruktion %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="183"/>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="184"/>
        <source>m³</source>
        <translation>m³</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="186"/>
        <source>%1+%2</source>
        <translation>%1+%2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="189"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="237"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="190"/>
        <source>Tonnes</source>
        <translation>Tonnen</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="192"/>
        <source>km/h</source>
        <translation>km/h</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="193"/>
        <source>kCr</source>
        <translation>kCr</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="202"/>
        <source>Armour (cm steel): %1</source>
        <translation>Panzerung (cm Stahl): %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="205"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="211"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="212"/>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="233"/>
        <source>Force</source>
        <translation>Truppe</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>No.</source>
        <translation>Anz.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <source>Men</source>
        <translation>Mann</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <source>Cr each</source>
        <translation>Cr je Stück</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="277"/>
        <source>Upkeep</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="242"/>
        <source>%1 (import)</source>
        <translation>%1 (Import)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="243"/>
        <source>%1 (skill %2, morale %3)</source>
        <translation>%1 (Fertigkeit %2, Moral %3)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="274"/>
        <source>Yearly costs</source>
        <translation>Jährliche Kosten</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="278"/>
        <source>%1 (%2 %, imports %3 %)</source>
        <translation>%1 (%2 %, Importe %3 %)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="289"/>
        <source>Personnel</source>
        <translation>Personal</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="290"/>
        <source>%1 (%2 men, %3)</source>
        <translation>%1 (%2 Mann, %3)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="293"/>
        <source>no force type</source>
        <translation>kein Truppentyp</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="296"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="299"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="300"/>
        <source>%1, %2 left</source>
        <translation>%1, %2 übrig</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="310"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Support</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Needed</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Have</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="320"/>
        <source>Medics short: morale %1 after the first combat.</source>
        <translation>Zu wenige Sanitäter: Moral %1 nach dem ersten Gefecht.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="321"/>
        <source>Wounded return to duty at tech level %1: %2 % light, %3 % serious.</source>
        <translation>Verwundete kehren bei Techstufe %1 in den Dienst zurück: %2 % leicht, %3 % schwer.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="327"/>
        <source>Mechanics short: %1 % of the vehicles break down a week.</source>
        <translation>Zu wenige Mechaniker: %1 % der Fahrzeuge fallen pro Woche aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/striker/strikerprint.cpp" line="331"/>
        <source>Cooks short: morale %1 after %n day(s) without a hot meal.</source>
        <translation>
            <numerusform>Zu wenige Köche: Moral %1 nach %n Tag ohne warme Mahlzeit.</numerusform>
            <numerusform>Zu wenige Köche: Moral %1 nach %n Tagen ohne warme Mahlzeit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="336"/>
        <source>Vets short: %1 % of the animals lost a week.</source>
        <translation>Zu wenige Tierärzte: %1 % der Tiere gehen pro Woche verloren.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="345"/>
        <source>Pre-game works</source>
        <translation>Arbeiten vor Spielbeginn</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="346"/>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="346"/>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="347"/>
        <source>Man-hours</source>
        <translation>Mannstunden</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="347"/>
        <source>Machine hours</source>
        <translation>Maschinenstunden</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="358"/>
        <source>%1, camouflaged</source>
        <translation>%1, getarnt</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="364"/>
        <source>%1 of %2 man-hours.</source>
        <translation>%1 von %2 Mannstunden.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="371"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="378"/>
        <source>%1 Our value on the provisional Book 3 charts: the book is lost.</source>
        <translation>%1 Eigener Wert nach den vorläufigen Book 3-Tabellen: Das Buch ist verloren.</translation>
    </message>
</context>
<context>
    <name>TableDiagram</name>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="98"/>
        <source>%1: table diagram</source>
        <translation>%1: Tischplan</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="247"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="270"/>
        <source>Scale 1 : %1 (1 %2 of table = %3 mm on paper)</source>
        <translation>Maßstab 1 : %1 (1 %2 auf dem Spieltisch = %3 mm auf dem Papier)</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="284"/>
        <source>Table diagram</source>
        <translation>Tischplan</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="292"/>
        <source>%1: the table</source>
        <translation>%1: der Spieltisch</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="296"/>
        <source>%1 · table %2 x %3 · grid every %4 · distances from each piece&apos;s bounding box to the nearest edges</source>
        <translation>%1 · Spieltisch %2 x %3 · Raster alle %4 · Abstände vom umschließenden Rechteck jedes Geländestücks zu den nächsten Kanten</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="349"/>
        <source>%1 edge</source>
        <translation>Kante %1</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="352"/>
        <source>: %1 deploys here</source>
        <translation>: %1 stellt hier auf</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="416"/>
        <source>no rules</source>
        <translation>keine Regeln</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="418"/>
        <source>%1. %2 (%3): %4. %5 x %6; %7 from %8, %9 from %10.</source>
        <translation>%1. %2 (%3): %4. %5 x %6; %7 von %8, %9 von %10.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="427"/>
        <source>Objective %1 (%2): %3 from West, %4 from North.</source>
        <translation>Missionsziel %1 (%2): %3 von Westen, %4 von Norden.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="436"/>
        <source>%1 x %2 at %3 from West, %4 from North</source>
        <translation>%1 x %2 bei %3 von Westen, %4 von Norden</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="440"/>
        <source>Deployment area of %1: %2.</source>
        <translation>Aufstellungsbereich von %1: %2.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="452"/>
        <source>Key</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="462"/>
        <source>Table diagram: key</source>
        <translation>Tischplan: Legende</translation>
    </message>
</context>
<context>
    <name>TableEdge</name>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="544"/>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="546"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="548"/>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="550"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message>
        <location filename="../model/board/tablelayoutio.cpp" line="35"/>
        <source>Hexwright&apos;s tables are at most 10 m (%1) a side</source>
        <translation>Hexwright-Spieltische haben höchstens 10 m (%1) je Seite</translation>
    </message>
</context>
<context>
    <name>TableTemplates</name>
    <message>
        <location filename="../model/export/tabletemplates.cpp" line="66"/>
        <source>%1: piece templates</source>
        <translation>%1: Geländestück-Schablonen</translation>
    </message>
    <message>
        <location filename="../model/export/tabletemplates.cpp" line="123"/>
        <source>%1 · page %2 of %3 x %4 · true size; glue over the grey overlap</source>
        <translation>%1 · Seite %2 von %3 x %4 · Originalgröße; über der grauen Überlappung kleben</translation>
    </message>
    <message>
        <location filename="../model/export/tabletemplates.cpp" line="138"/>
        <source>50 mm</source>
        <translation>50 mm</translation>
    </message>
</context>
<context>
    <name>TableTools</name>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="53"/>
        <source>No grid</source>
        <translation>Kein Raster</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="54"/>
        <source>Grid 0.5 in</source>
        <translation>Raster 0,5 in</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="54"/>
        <source>Grid 0.5 cm</source>
        <translation>Raster 0,5 cm</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="56"/>
        <source>Grid 1 in</source>
        <translation>Raster 1 in</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="56"/>
        <source>Grid 1 cm</source>
        <translation>Raster 1 cm</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="83"/>
        <source>&amp;Turn Pieces</source>
        <translation>Geländestücke d&amp;rehen</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="84"/>
        <source>Turn the selected pieces by 15 degrees clockwise</source>
        <translation>Die ausgewählten Geländestücke um 15 Grad im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="87"/>
        <source>Mirror &amp;Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="89"/>
        <source>Mirror the selected pieces left to right</source>
        <translation>Die ausgewählten Geländestücke von links nach rechts spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="92"/>
        <source>Mirror &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="93"/>
        <source>Mirror the selected pieces top to bottom</source>
        <translation>Die ausgewählten Geländestücke von oben nach unten spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="96"/>
        <source>&amp;Duplicate Pieces</source>
        <translation>Geländestücke &amp;duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="97"/>
        <source>Copy the selected pieces one grid step right and down</source>
        <translation>Die ausgewählten Geländestücke um einen Rasterschritt nach rechts und unten kopieren</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="100"/>
        <source>De&amp;lete Pieces</source>
        <translation>Geländestücke &amp;löschen</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="101"/>
        <source>Remove the selected pieces, or the picked polygon corner</source>
        <translation>Die ausgewählten Geländestücke oder die gewählte Polygonecke entfernen</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="104"/>
        <source>&amp;Symmetric Table</source>
        <translation>&amp;Symmetrischer Spieltisch</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="105"/>
        <source>Keep a mirrored twin of every piece drawn, moved, turned or deleted</source>
        <translation>Zu jedem gezeichneten, verschobenen, gedrehten oder gelöschten Geländestück einen gespiegelten Zwilling mitführen</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="127"/>
        <source>Terrain &amp;Pieces</source>
        <translation>&amp;Geländestücke</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="133"/>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="144"/>
        <source>Snapping grid</source>
        <translation>Einrastraster</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="146"/>
        <source>The grid that drawing and moving snap to (Shift: no snapping)</source>
        <translation>Das Raster, an dem Zeichnen und Verschieben einrasten (Umschalt: kein Einrasten)</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="161"/>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="162"/>
        <source>How the twins of a symmetric table are mirrored</source>
        <translation>Wie die Zwillinge eines symmetrischen Spieltischs gespiegelt werden</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="163"/>
        <source>Through the centre</source>
        <translation>Durch die Mitte</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="164"/>
        <source>Across the long axis</source>
        <translation>An der Längsachse</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="165"/>
        <source>Across the short axis</source>
        <translation>An der Querachse</translation>
    </message>
</context>
<context>
    <name>TerrainActions</name>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="58"/>
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>%n Hexfeld kopiert</numerusform>
            <numerusform>%n Hexfelder kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="85"/>
        <source>Brush radius %1: %n hex(es) ([ and ] change it)</source>
        <translation>
            <numerusform>Pinselradius %1: %n Hexfeld ([ und ] ändern ihn)</numerusform>
            <numerusform>Pinselradius %1: %n Hexfelder ([ und ] ändern ihn)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="97"/>
        <source>S&amp;maller Brush</source>
        <translation>K&amp;leinerer Pinsel</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="99"/>
        <source>Paint fewer hexes at once</source>
        <translation>Weniger Hexfelder auf einmal malen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="103"/>
        <source>Lar&amp;ger Brush</source>
        <translation>&amp;Größerer Pinsel</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="105"/>
        <source>Paint more hexes at once</source>
        <translation>Mehr Hexfelder auf einmal malen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="112"/>
        <source>Brush Ra&amp;dius</source>
        <translation>Pinselra&amp;dius</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="132"/>
        <source>Cu&amp;t Hexes</source>
        <translation>Hexfelder &amp;ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="133"/>
        <source>Copy the selected hexes and erase their paint</source>
        <translation>Die ausgewählten Hexfelder kopieren und ihre Übermalung löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="136"/>
        <source>&amp;Copy Hexes</source>
        <translation>Hexfelder &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="137"/>
        <source>Copy the terrain and roads of the selected hexes</source>
        <translation>Gelände und Straßen der ausgewählten Hexfelder kopieren</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="140"/>
        <source>&amp;Paste Hexes</source>
        <translation>Hexfelder &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="141"/>
        <source>Place the copied hexes: R turns them, M mirrors them</source>
        <translation>Die kopierten Hexfelder platzieren: R dreht sie, M spiegelt sie</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="143"/>
        <source>&amp;Delete Paint</source>
        <translation>Übermalung &amp;löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="145"/>
        <source>Erase the paint of the selected hexes: the panels&apos; own terrain shows again</source>
        <translation>Die Übermalung der ausgewählten Hexfelder löschen: das eigene Gelände der Kartenteile erscheint wieder</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="149"/>
        <source>Select &amp;All Hexes</source>
        <translation>Alle &amp;Hexfelder auswählen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="150"/>
        <source>Select every hex of the map</source>
        <translation>Jedes Hexfeld der Karte auswählen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="154"/>
        <source>Select &amp;None</source>
        <translation>Auswahl a&amp;ufheben</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="156"/>
        <source>Clear the hex selection (Esc on the map does the same)</source>
        <translation>Die Hexfeldauswahl aufheben (Esc auf der Karte tut dasselbe)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="162"/>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="166"/>
        <source>Delete paint</source>
        <translation>Übermalung löschen</translation>
    </message>
</context>
<context>
    <name>TerrainTools</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="50"/>
        <source>Painting %1 (from %2)</source>
        <translation>Malt %1 (aus %2)</translation>
    </message>
</context>
<context>
    <name>TiledExport</name>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="287"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="407"/>
        <source>a table scenario has no hexes to export as a Tiled map; export its table as an image or a VASSAL module instead</source>
        <translation>ein Spieltisch-Szenario hat keine Hexfelder, die sich als Tiled-Karte exportieren ließen; exportieren Sie seinen Spieltisch stattdessen als Bild oder als VASSAL-Modul</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="412"/>
        <source>the map is empty</source>
        <translation>die Karte ist leer</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="416"/>
        <source>the ruleset has too many terrain types</source>
        <translation>das Regelwerk hat zu viele Geländearten</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="430"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>TiledImport</name>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="176"/>
        <source>the file has a document type declaration, which no Tiled map has; it is not read</source>
        <translation>die Datei hat eine Dokumenttyp-Deklaration, die keine Tiled-Karte hat; sie wird nicht gelesen</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="188"/>
        <source>not a readable Tiled map: %1</source>
        <translation>keine lesbare Tiled-Karte: %1</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="201"/>
        <source>&lt;%1&gt; needs a whole number %2, not &apos;%3&apos;</source>
        <translation>&lt;%1&gt; braucht eine ganze Zahl %2, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="219"/>
        <source>not a Tiled map: it starts with &lt;%1&gt;, not &lt;map&gt;</source>
        <translation>keine Tiled-Karte: sie beginnt mit &lt;%1&gt;, nicht mit &lt;map&gt;</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="231"/>
        <source>the Tiled map has no tile layer named &apos;Terrain&apos;</source>
        <translation>die Tiled-Karte hat keine Kachelebene namens „Terrain“</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="245"/>
        <source>the Tiled map&apos;s orientation is &apos;%1&apos;: a Hexwright map is &apos;hexagonal&apos;</source>
        <translation>die Ausrichtung der Tiled-Karte ist „%1“: eine Hexwright-Karte ist „hexagonal“</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="251"/>
        <source>the Tiled map is infinite: make it fixed-size in Tiled (Map &gt; Map Properties) first</source>
        <translation>die Tiled-Karte ist unendlich: geben Sie ihr zuerst in Tiled eine feste Größe (Map &gt; Map Properties)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="258"/>
        <source>flat-top hexes in columns</source>
        <translation>Hexfelder mit flacher Oberseite in Spalten</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="259"/>
        <source>pointy-top hexes in rows</source>
        <translation>Hexfelder mit spitzer Oberseite in Reihen</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="261"/>
        <source>the Tiled map is staggered along &apos;%1&apos; with index &apos;%2&apos;; the scenario&apos;s map has %3 (stagger axis &apos;%4&apos;, index &apos;%5&apos;)</source>
        <translation>die Tiled-Karte ist entlang „%1“ mit Index „%2“ versetzt; die Karte des Szenarios hat %3 (Versatzachse „%4“, Index „%5“)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="279"/>
        <source>the Tiled map is %1 x %2 hexes, the scenario&apos;s map %3 x %4 (columns x rows)</source>
        <translation>die Tiled-Karte hat %1 x %2 Hexfelder, die Karte des Szenarios %3 x %4 (Spalten x Reihen)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="306"/>
        <source>&lt;tileset&gt; needs a firstgid from 1 to %1</source>
        <translation>&lt;tileset&gt; braucht eine firstgid von 1 bis %1</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="318"/>
        <source>layer groups nested more than %1 deep</source>
        <translation>Ebenengruppen mehr als %1 tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="351"/>
        <source>an external tileset refers to another one</source>
        <translation>ein externes Tileset verweist auf ein anderes</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="374"/>
        <source>&lt;tile&gt; needs a whole number id</source>
        <translation>&lt;tile&gt; braucht eine ganzzahlige id</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="379"/>
        <source>the tilesets have more than %1 tiles</source>
        <translation>die Tilesets haben mehr als %1 Kacheln</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="419"/>
        <source>cannot read the tileset %1: %2</source>
        <translation>das Tileset %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="430"/>
        <source>not a Tiled tileset: it starts with &lt;%1&gt;</source>
        <translation>kein Tiled-Tileset: es beginnt mit &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="438"/>
        <source>the tileset file is empty</source>
        <translation>die Tileset-Datei ist leer</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="451"/>
        <source>the layer &apos;Terrain&apos; is %1 x %2 hexes, the scenario&apos;s map %3 x %4 (columns x rows)</source>
        <translation>die Ebene „Terrain“ hat %1 x %2 Hexfelder, die Karte des Szenarios %3 x %4 (Spalten x Reihen)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="478"/>
        <source>the layer &apos;Terrain&apos; has %1 tiles, where %2 x %3 hexes need %4</source>
        <translation>die Ebene „Terrain“ hat %1 Kacheln, wo %2 x %3 Hexfelder %4 brauchen</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="498"/>
        <source>the layer &apos;Terrain&apos; is compressed (%1), which is not read: in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV</source>
        <translation>die Ebene „Terrain“ ist komprimiert (%1), was nicht gelesen wird: Stellen Sie in Tiled Map &gt; Map Properties &gt; Tile Layer Format auf CSV</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="510"/>
        <source>unknown layer encoding &apos;%1&apos;: in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV</source>
        <translation>unbekannte Ebenenkodierung „%1“: Stellen Sie in Tiled Map &gt; Map Properties &gt; Tile Layer Format auf CSV</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="526"/>
        <source>&lt;%1&gt; inside encoded layer data (chunks of an infinite map are not read)</source>
        <translation>&lt;%1&gt; innerhalb kodierter Ebenendaten (Chunks einer unendlichen Karte werden nicht gelesen)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="553"/>
        <location filename="../model/io/tiledimport.cpp" line="641"/>
        <source>the layer &apos;Terrain&apos; has more than %1 x %2 tiles</source>
        <translation>die Ebene „Terrain“ hat mehr als %1 x %2 Kacheln</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="568"/>
        <source>tile number out of range</source>
        <translation>Kachelnummer außerhalb des Bereichs</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="574"/>
        <source>a tile number is missing before &apos;,&apos;</source>
        <translation>vor „,“ fehlt eine Kachelnummer</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="582"/>
        <source>&apos;%1&apos; in CSV layer data, where tile numbers and commas belong</source>
        <translation>„%1“ in CSV-Ebenendaten, wo Kachelnummern und Kommas hingehören</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="605"/>
        <source>the layer &apos;Terrain&apos; holds %1 bytes, where %2 x %3 hexes need %4</source>
        <translation>die Ebene „Terrain“ enthält %1 Bytes, wo %2 x %3 Hexfelder %4 brauchen</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="611"/>
        <source>the layer &apos;Terrain&apos; is not valid Base64</source>
        <translation>die Ebene „Terrain“ ist kein gültiges Base64</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="632"/>
        <source>&lt;%1&gt; in layer data, where &lt;tile&gt; belongs (chunks of an infinite map are not read)</source>
        <translation>&lt;%1&gt; in Ebenendaten, wo &lt;tile&gt; hingehört (Chunks einer unendlichen Karte werden nicht gelesen)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="677"/>
        <source>tile %1 (first at hex %2) belongs to no tileset</source>
        <translation>Kachel %1 (zuerst bei Hexfeld %2) gehört zu keinem Tileset</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="687"/>
        <source>tile %1 of tileset &apos;%2&apos; (first at hex %3) has no terrain_id property: it is not a Hexwright terrain tile</source>
        <translation>Kachel %1 des Tilesets „%2“ (zuerst bei Hexfeld %3) hat keine Eigenschaft terrain_id: sie ist keine Hexwright-Geländekachel</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="695"/>
        <source>unknown terrain &apos;%1&apos; in tileset &apos;%2&apos;: the ruleset has %3</source>
        <translation>unbekanntes Gelände „%1“ im Tileset „%2“: das Regelwerk hat %3</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="66"/>
        <source>Draw road</source>
        <translation>Straße zeichnen</translation>
    </message>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="67"/>
        <source>Erase road</source>
        <translation>Straße löschen</translation>
    </message>
    <message>
        <location filename="../model/commands/paintterrain.cpp" line="24"/>
        <source>Paint terrain</source>
        <translation>Gelände malen</translation>
    </message>
    <message>
        <location filename="../model/edit/terrainedits.cpp" line="109"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="44"/>
        <source>Erase hexsides</source>
        <translation>Hexkanten löschen</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="45"/>
        <source>Paint hexsides</source>
        <translation>Hexkanten malen</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="59"/>
        <source>Set height</source>
        <translation>Höhe setzen</translation>
    </message>
</context>
<context>
    <name>UnitCards</name>
    <message>
        <location filename="../model/export/unitcards.cpp" line="178"/>
        <source>%1 Ours: the rules give no value.</source>
        <translation>%1 Von uns: Die Regeln geben keinen Wert an.</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="332"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="343"/>
        <source>Unit cards</source>
        <translation>Einheitenkarten</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="356"/>
        <source>%1: unit cards, page %2 of %3</source>
        <translation>%1: Einheitenkarten, Seite %2 von %3</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="372"/>
        <source>%1: unit cards</source>
        <translation>%1: Einheitenkarten</translation>
    </message>
</context>
<context>
    <name>VassalExport</name>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="78"/>
        <source>Flip</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="79"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="83"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="84"/>
        <source>Disrupted</source>
        <translation>Desorganisiert</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="88"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="271"/>
        <source>Hexwright scenario</source>
        <translation>Hexwright-Szenario</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="278"/>
        <source>Made by Hexwright. The table at %1 pixels per inch.</source>
        <translation>Erstellt mit Hexwright. Der Spieltisch mit %1 Pixeln pro Zoll.</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="280"/>
        <source>Made by Hexwright. Hexes %1 pixels across the flats, numbered as on the Hexwright map.</source>
        <translation>Erstellt mit Hexwright. Hexfelder %1 Pixel über die Flächen gemessen, nummeriert wie auf der Hexwright-Karte.</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="316"/>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="324"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="330"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="325"/>
        <source>The turn track</source>
        <translation>Die Rundenleiste</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="345"/>
        <source>Turn $value$ of %1</source>
        <translation>Runde $value$ von %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="346"/>
        <source>Turn $value$</source>
        <translation>Runde $value$</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="387"/>
        <source>Retire</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="388"/>
        <source>Switch sides</source>
        <translation>Seiten wechseln</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="398"/>
        <source>Main Map</source>
        <translation>Hauptkarte</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="402"/>
        <location filename="../model/export/vassalmodule.cpp" line="405"/>
        <source>Holding area: %1</source>
        <translation>Wartebereich: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="413"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="415"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="418"/>
        <source>Counters</source>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="416"/>
        <source>Every counter of the scenario</source>
        <translation>Jeder Spielstein des Szenarios</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="439"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="440"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="443"/>
        <source>Charts</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="441"/>
        <source>The briefing and the set-up sheets</source>
        <translation>Das Briefing und die Aufstellungsbögen</translation>
    </message>
    <message>
        <location filename="../model/export/vassalimages.cpp" line="101"/>
        <source>Scale: %1 pixels = 1 inch</source>
        <translation>Maßstab: %1 Pixel = 1 Zoll</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="61"/>
        <source>turn %1, from the %2 edge</source>
        <translation>Runde %1, vom %2-Rand</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="63"/>
        <source>turn %1, at hex %2</source>
        <translation>Runde %1, bei Hexfeld %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="66"/>
        <source>turn %1, in %2</source>
        <translation>Runde %1, in %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="69"/>
        <source>turn %1, by paradrop</source>
        <translation>Runde %1, per Fallschirmabsprung</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="71"/>
        <source>turn %1, edge by die roll</source>
        <translation>Runde %1, Rand per Würfelwurf</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="73"/>
        <location filename="../model/export/vassalmodule.cpp" line="229"/>
        <source>turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="120"/>
        <source>DISRUPTED</source>
        <translation>DESORGANISIERT</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="175"/>
        <source>Hidden in %1</source>
        <translation>Verdeckt in %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="190"/>
        <source>%1 at %2, %3 mm</source>
        <translation>%1 bei %2, %3 mm</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="204"/>
        <source>Set up in %1, at %2</source>
        <translation>Aufstellung in %1, bei %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="209"/>
        <source>Set up in %1</source>
        <translation>Aufstellung in %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="213"/>
        <source>Off board</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="222"/>
        <source>%1 (turn %2)</source>
        <translation>%1 (Runde %2)</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="223"/>
        <location filename="../model/export/vassalmodule.cpp" line="225"/>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="230"/>
        <source>Reinforcements, %1</source>
        <translation>Verstärkungen, %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="255"/>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="266"/>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="268"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="270"/>
        <source>Length: %1 turns</source>
        <translation>Dauer: %1 Runden</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="272"/>
        <location filename="../model/export/vassalmodule.cpp" line="281"/>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="278"/>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="280"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="295"/>
        <source>Set-up, player %1 (%2)</source>
        <translation>Aufstellung, Spieler %1 (%2)</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="299"/>
        <source>, page %1</source>
        <translation>, Seite %1</translation>
    </message>
</context>
<context>
    <name>VictoryText</name>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="116"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="146"/>
        <source>Panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="159"/>
        <source>the %1 edge of the map</source>
        <translation>%1rand der Karte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="160"/>
        <source>the %1 edge of %2</source>
        <translation>%1rand von %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="175"/>
        <source>%1 or more: %2</source>
        <translation>%1 oder mehr: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="180"/>
        <location filename="../model/scenario/victorytext.cpp" line="211"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="182"/>
        <source>%1-%2: %3</source>
        <translation>%1–%2: %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="192"/>
        <source>an undisrupted unit</source>
        <translation>eine nicht desorganisierte Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="194"/>
        <source>an undisrupted %1 unit</source>
        <translation>eine nicht desorganisierte %1-Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="196"/>
        <source>a unit</source>
        <translation>eine Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="198"/>
        <source>an %1 unit</source>
        <translation>eine %1-Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="198"/>
        <source>a %1 unit</source>
        <translation>eine %1-Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="219"/>
        <source>%1 in %2 at the end of turn %3</source>
        <translation>%1 in %2 am Ende von Runde %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="220"/>
        <source>%1 in each of %2 at the end of turn %3</source>
        <translation>%1 in jedem von %2 am Ende von Runde %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="229"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="232"/>
        <source> at the end of turn %1</source>
        <translation> am Ende von Runde %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="234"/>
        <source> on or before turn %1</source>
        <translation> spätestens in Runde %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="241"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; only undisrupted units count</source>
        <translation>Wer am Ende von Runde %2 die meisten Hexfelder von %1 allein besetzt, gewinnt; nur nicht desorganisierte Einheiten zählen</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="244"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; disrupted units count too</source>
        <translation>Wer am Ende von Runde %2 die meisten Hexfelder von %1 allein besetzt, gewinnt; desorganisierte Einheiten zählen mit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="253"/>
        <source>Whoever has the most undisrupted units in %1 at the end of turn %2 wins</source>
        <translation>Wer am Ende von Runde %2 die meisten nicht desorganisierten Einheiten in %1 hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="254"/>
        <source>Whoever has the most units in %1 at the end of turn %2 wins</source>
        <translation>Wer am Ende von Runde %2 die meisten Einheiten in %1 hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="260"/>
        <source>eliminate every unit of %1</source>
        <translation>jede Einheit von %1 eliminieren</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="262"/>
        <location filename="../model/scenario/victorytext.cpp" line="288"/>
        <source> by the end of turn %1</source>
        <translation> bis zum Ende von Runde %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="265"/>
        <source> while losing fewer than %n unit</source>
        <translation>
            <numerusform> und dabei weniger als %n Einheit verlieren</numerusform>
            <numerusform> und dabei weniger als %n Einheiten verlieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="266"/>
        <source> while losing fewer than %n units</source>
        <translation>
            <numerusform> und dabei weniger als %n Einheit verlieren</numerusform>
            <numerusform> und dabei weniger als %n Einheiten verlieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="276"/>
        <source>at least %n unit left at the end of turn %1</source>
        <translation>
            <numerusform>mindestens %n Einheit am Ende von Runde %1 übrig</numerusform>
            <numerusform>mindestens %n Einheiten am Ende von Runde %1 übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="277"/>
        <source>at least %n units left at the end of turn %1</source>
        <translation>
            <numerusform>mindestens %n Einheit am Ende von Runde %1 übrig</numerusform>
            <numerusform>mindestens %n Einheiten am Ende von Runde %1 übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="284"/>
        <source>units off %1</source>
        <translation>Einheiten über den %1 hinaus</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="285"/>
        <source>%1 units off %2</source>
        <translation>%1-Einheiten über den %2 hinaus</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="289"/>
        <source>, graded by how many (%1)</source>
        <translation>, gestuft nach Anzahl (%1)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="297"/>
        <source>Each side scores victory points; at the end of turn %1 the points give the result (%2)</source>
        <translation>Jede Seite erhält Siegpunkte; am Ende von Runde %1 ergeben die Punkte das Ergebnis (%2)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="300"/>
        <source>Each side scores victory points; at the end the points give the result (%1)</source>
        <translation>Jede Seite erhält Siegpunkte; am Ende ergeben die Punkte das Ergebnis (%1)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="305"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points at the end of turn %1 wins</source>
        <translation>Jede Seite erhält die Kosten der gegnerischen Einheiten, die sie eliminiert; wer am Ende von Runde %1 die meisten Punkte hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="309"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points wins</source>
        <translation>Jede Seite erhält die Kosten der gegnerischen Einheiten, die sie eliminiert; wer die meisten Punkte hat, gewinnt</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="320"/>
        <source>A side that holds every hex of %1 scores %n point per hex of it</source>
        <translation>
            <numerusform>Eine Seite, die jedes Hexfeld von %1 hält, erhält %n Punkt je Hexfeld davon</numerusform>
            <numerusform>Eine Seite, die jedes Hexfeld von %1 hält, erhält %n Punkte je Hexfeld davon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="323"/>
        <source>A side that holds every hex of %1 scores %n points per hex of it</source>
        <translation>
            <numerusform>Eine Seite, die jedes Hexfeld von %1 hält, erhält %n Punkt je Hexfeld davon</numerusform>
            <numerusform>Eine Seite, die jedes Hexfeld von %1 hält, erhält %n Punkte je Hexfeld davon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="328"/>
        <source>A side that holds every hex of a city scores %n point per hex of it; the cities: %1</source>
        <translation>
            <numerusform>Eine Seite, die jedes Hexfeld einer Stadt hält, erhält %n Punkt je Hexfeld davon; die Städte: %1</numerusform>
            <numerusform>Eine Seite, die jedes Hexfeld einer Stadt hält, erhält %n Punkte je Hexfeld davon; die Städte: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="332"/>
        <source>A side that holds every hex of a city scores %n points per hex of it; the cities: %1</source>
        <translation>
            <numerusform>Eine Seite, die jedes Hexfeld einer Stadt hält, erhält %n Punkt je Hexfeld davon; die Städte: %1</numerusform>
            <numerusform>Eine Seite, die jedes Hexfeld einer Stadt hält, erhält %n Punkte je Hexfeld davon; die Städte: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="351"/>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="354"/>
        <source>Whoever carries the most “%1” markers to their own area wins (%2)</source>
        <translation>Wer die meisten „%1“-Marker in das eigene Gebiet bringt, gewinnt (%2)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="365"/>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="366"/>
        <source>%1 unit</source>
        <translation>%1-Einheit</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="370"/>
        <source>%1 unit of type %2</source>
        <translation>%1-Einheit vom Typ %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="372"/>
        <source>The first %1 to enter %2 wins</source>
        <translation>Die erste %1, die %2 betritt, gewinnt</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="379"/>
        <source>enter every hex of %1 and eliminate every unit of %2 by the end of turn %3</source>
        <translation>bis zum Ende von Runde %3 jedes Hexfeld von %1 betreten und jede Einheit von %2 eliminieren</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="419"/>
        <source>Unknown kind of condition “%1”</source>
        <translation>Unbekannte Art von Bedingung „%1“</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="425"/>
        <source>decisive defeat</source>
        <translation>entscheidende Niederlage</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="427"/>
        <source>marginal defeat</source>
        <translation>knappe Niederlage</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="429"/>
        <source>draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="431"/>
        <source>marginal victory</source>
        <translation>knapper Sieg</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="433"/>
        <source>decisive victory</source>
        <translation>entscheidender Sieg</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="440"/>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="442"/>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="444"/>
        <source>east</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="446"/>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="456"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="457"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="457"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>ZonePresets</name>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="235"/>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="237"/>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="239"/>
        <source>east</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="241"/>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="249"/>
        <source>(no panel)</source>
        <translation>(kein Kartenteil)</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="257"/>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="267"/>
        <source>Anywhere on %1</source>
        <translation>Irgendwo auf %1</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="270"/>
        <source>The first full hexes along the %1 edge of %2</source>
        <translation>Die ersten vollen Hexfelder entlang des %1rands von %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="272"/>
        <source>The first %1 full hexes along the %2 edge of %3</source>
        <translation>Die ersten %1 vollen Hexfelder entlang des %2rands von %3</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="277"/>
        <source>%1 hexes of %2</source>
        <translation>%1-Hexfelder von %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="282"/>
        <source>On %1 within %2 hexes of %3</source>
        <translation>Auf %1 innerhalb von %2 Hexfeldern um %3</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="286"/>
        <source>Within %1 hexes of %2</source>
        <translation>Innerhalb von %1 Hexfeldern um %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="289"/>
        <source>The first full hexes along the map&apos;s %1 edge</source>
        <translation>Die ersten vollen Hexfelder entlang des %1rands der Karte</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="291"/>
        <source>The first %1 full hexes along the map&apos;s %2 edge</source>
        <translation>Die ersten %1 vollen Hexfelder entlang des %2rands der Karte</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="295"/>
        <source>On %1 at least %2 hexes from its %3 edge</source>
        <translation>Auf %1 mindestens %2 Hexfelder von seinem %3rand entfernt</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="361"/>
        <source>side %1 sets up in it by default</source>
        <translation>Seite %1 stellt standardmäßig darin auf</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="365"/>
        <source>force entry %1 sets up in it</source>
        <translation>Truppeneintrag %1 stellt sich darin auf</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="370"/>
        <source>reinforcement %1 enters in it</source>
        <translation>Verstärkung %1 tritt darin ein</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="374"/>
        <source>hidden units %1 are hidden in it</source>
        <translation>verdeckte Einheiten %1 sind darin versteckt</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="394"/>
        <source>victory condition %1 names it</source>
        <translation>Siegbedingung %1 nennt sie</translation>
    </message>
</context>
<context>
    <name>hexwright::AddUnitsDialog</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="766"/>
        <source>Add Units</source>
        <translation>Einheiten hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="768"/>
        <source>How many of the units held off-board arrive?</source>
        <translation>Wie viele der außerhalb der Karte gehaltenen Einheiten kommen an?</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Off-board</source>
        <translation>Außerhalb</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Arrive</source>
        <translation>Ankunft</translation>
    </message>
</context>
<context>
    <name>hexwright::AlliancesEditor</name>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="25"/>
        <source>Allied colours never fight each other and may stack together, as Tan and Green in scenario 11.</source>
        <translation>Verbündete Farben kämpfen nie gegeneinander und dürfen zusammen stapeln, wie Tan und Green in Szenario 11.</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="33"/>
        <source>Alliances</source>
        <translation>Bündnisse</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="38"/>
        <source>&amp;Add Alliance</source>
        <translation>Bündnis &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="40"/>
        <source>Ally two colours that are in no alliance yet; check more colours below</source>
        <translation>Zwei Farben verbünden, die noch in keinem Bündnis sind; weitere Farben unten anhaken</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="42"/>
        <source>&amp;Remove Alliance</source>
        <translation>Bündnis &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="62"/>
        <source>Add Alliance</source>
        <translation>Bündnis hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="71"/>
        <source>Remove Alliance</source>
        <translation>Bündnis entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="160"/>
        <source>%1 is in the alliance %2</source>
        <translation>%1 ist im Bündnis %2</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="164"/>
        <source>An alliance needs at least two colours; remove the alliance instead</source>
        <translation>Ein Bündnis braucht mindestens zwei Farben; entfernen Sie stattdessen das Bündnis</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="194"/>
        <source>Ally %1</source>
        <translation>%1 verbünden</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="195"/>
        <source>Leave Alliance: %1</source>
        <translation>Bündnis verlassen: %1</translation>
    </message>
</context>
<context>
    <name>hexwright::Autosaver</name>
    <message>
        <location filename="../editor/shell/autosaver.cpp" line="123"/>
        <source>cannot lock %1</source>
        <translation>%1 kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceChartsView</name>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="36"/>
        <source>Balance charts</source>
        <translation>Balance-Diagramme</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="73"/>
        <source>Run the games to see the charts.</source>
        <translation>Starten Sie die Spiele, um die Diagramme zu sehen.</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceDialog</name>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="50"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="94"/>
        <source>Balance Report: %1</source>
        <translation>Balance-Bericht: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="130"/>
        <source>Games played as the scenario is written; as many again with the first player swapped, where the scenario allows it</source>
        <translation>Spiele, die so gespielt werden, wie das Szenario geschrieben ist; noch einmal so viele mit getauschtem Startspieler, wo das Szenario es erlaubt</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="132"/>
        <source>&amp;Games:</source>
        <translation>S&amp;piele:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="146"/>
        <source>Who plays %1&apos;s pieces in every game</source>
        <translation>Wer in jedem Spiel die Spielsteine von %1 spielt</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="147"/>
        <source>%1 played by:</source>
        <translation>%1 gespielt von:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="155"/>
        <source>Game n is played with dice seeded seed + n: the same seed gives the same report</source>
        <translation>Spiel n wird mit Würfeln mit dem Startwert Startwert + n gespielt: derselbe Startwert ergibt denselben Bericht</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="157"/>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="162"/>
        <source>Games played at once, one per processor core; the report is the same whatever the number</source>
        <translation>Gleichzeitig gespielte Spiele, eines je Prozessorkern; der Bericht ist unabhängig von der Anzahl derselbe</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="164"/>
        <source>&amp;Jobs:</source>
        <translation>&amp;Jobs:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="167"/>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="170"/>
        <source>Cance&amp;l</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="174"/>
        <location filename="../editor/balance/balancedialog.cpp" line="223"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="190"/>
        <source>No engine plays the rules of this scenario yet</source>
        <translation>Noch keine Spiel-Engine spielt die Regeln dieses Szenarios</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="198"/>
        <source>Run the games to see whether the scenario is balanced.</source>
        <translation>Starten Sie die Spiele, um zu sehen, ob das Szenario ausgewogen ist.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="215"/>
        <source>Results per side</source>
        <translation>Ergebnisse je Seite</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="217"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="217"/>
        <source>Pieces lost per game</source>
        <translation>Verlorene Spielsteine je Spiel</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="219"/>
        <source>Si&amp;des</source>
        <translation>S&amp;eiten</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="228"/>
        <source>Double-click a game to step through it in the replay viewer</source>
        <translation>Doppelklicken Sie auf ein Spiel, um es im Wiederholungsbetrachter schrittweise durchzugehen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="231"/>
        <source>Open &amp;Game</source>
        <translation>Spiel &amp;öffnen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="233"/>
        <source>Step through the selected game in the replay viewer</source>
        <translation>Das ausgewählte Spiel im Wiederholungsbetrachter schrittweise durchgehen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="237"/>
        <source>G&amp;ames</source>
        <translation>Sp&amp;iele</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="239"/>
        <source>Unit types</source>
        <translation>Einheitentypen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Pieces</source>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Survived</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Survival</source>
        <translation>Überleben</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="241"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="241"/>
        <source>Kills per piece</source>
        <translation>Abschüsse je Spielstein</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="243"/>
        <source>&amp;Unit Types</source>
        <translation>Einheitent&amp;ypen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="250"/>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="252"/>
        <source>&amp;Heat Map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="256"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="258"/>
        <source>Show a balance report saved earlier</source>
        <translation>Einen früher gespeicherten Balance-Bericht anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="259"/>
        <source>&amp;Save...</source>
        <translation>Spei&amp;chern...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="261"/>
        <source>Save the report as JSON, to open again or compare</source>
        <translation>Den Bericht als JSON speichern, um ihn erneut zu öffnen oder zu vergleichen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="262"/>
        <source>Export &amp;PDF...</source>
        <translation>Als &amp;PDF exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="264"/>
        <source>Print the report with its charts and heat map to a PDF</source>
        <translation>Den Bericht mit seinen Diagrammen und der Heatmap als PDF ausgeben</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="265"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="284"/>
        <source>The scenario was closed: there is nothing to play.</source>
        <translation>Das Szenario wurde geschlossen: Es gibt nichts zu spielen.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="290"/>
        <source>No engine plays the rules of this scenario yet.</source>
        <translation>Noch keine Spiel-Engine spielt die Regeln dieses Szenarios.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="305"/>
        <source>The games cannot be played: %1</source>
        <translation>Die Spiele können nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="313"/>
        <source>Starting...</source>
        <translation>Wird gestartet...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="334"/>
        <source>Stopping...</source>
        <translation>Wird angehalten...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="344"/>
        <source>%1 of %2 games, %3 games/s</source>
        <translation>%1 von %2 Spielen, %3 Spiele/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="363"/>
        <source>Cancelled after %n games</source>
        <translation>
            <numerusform>Abgebrochen nach %n Spiel</numerusform>
            <numerusform>Abgebrochen nach %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="364"/>
        <source>%n games in %1 s</source>
        <translation>
            <numerusform>%n Spiel in %1 s</numerusform>
            <numerusform>%n Spiele in %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="381"/>
        <source>%n games as the scenario is written</source>
        <translation>
            <numerusform>%n Spiel wie im Szenario geschrieben</numerusform>
            <numerusform>%n Spiele wie im Szenario geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="383"/>
        <source>cancelled before the end: the figures are of the games played</source>
        <translation>vor dem Ende abgebrochen: die Zahlen beziehen sich auf die gespielten Spiele</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="385"/>
        <source>%n ended without a winner</source>
        <translation>
            <numerusform>%n endete ohne Sieger</numerusform>
            <numerusform>%n endeten ohne Sieger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="387"/>
        <source>%n did not end</source>
        <translation>
            <numerusform>%n wurde nicht beendet</numerusform>
            <numerusform>%n wurden nicht beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="389"/>
        <source>%n failed with an engine error</source>
        <translation>
            <numerusform>%n scheiterte an einem Engine-Fehler</numerusform>
            <numerusform>%n scheiterten an einem Engine-Fehler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="394"/>
        <source>Provisional values: %1</source>
        <translation>Vorläufige Werte: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="413"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="426"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="428"/>
        <source>engine error</source>
        <translation>Engine-Fehler</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="430"/>
        <source>stopped at the action cap</source>
        <translation>am Aktionslimit gestoppt</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="433"/>
        <source>swapped</source>
        <translation>getauscht</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="433"/>
        <source>as written</source>
        <translation>wie geschrieben</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="59"/>
        <source>there is no report to save</source>
        <translation>es gibt keinen Bericht zum Speichern</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="85"/>
        <source>there is no report to print</source>
        <translation>es gibt keinen Bericht zum Drucken</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="107"/>
        <source>there is no game %1 in the report</source>
        <translation>im Bericht gibt es kein Spiel %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="109"/>
        <source>the scenario was closed</source>
        <translation>das Szenario wurde geschlossen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="112"/>
        <source>no engine plays the rules of this scenario</source>
        <translation>keine Spiel-Engine spielt die Regeln dieses Szenarios</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="120"/>
        <source>the scenario cannot be played: %1</source>
        <translation>das Szenario kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="125"/>
        <source>game %1 cannot be played again</source>
        <translation>Spiel %1 kann nicht erneut gespielt werden</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="127"/>
        <source>game %1 (seed %2)</source>
        <translation>Spiel %1 (Startwert %2)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="139"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="140"/>
        <source>This game cannot be replayed.

%1</source>
        <translation>Dieses Spiel kann nicht wiedergegeben werden.

%1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="150"/>
        <location filename="../editor/balance/balancefiles.cpp" line="160"/>
        <source>Save Balance Report</source>
        <translation>Balance-Bericht speichern</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="152"/>
        <location filename="../editor/balance/balancefiles.cpp" line="168"/>
        <source>Balance reports (*.json)</source>
        <translation>Balance-Berichte (*.json)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="161"/>
        <location filename="../editor/balance/balancefiles.cpp" line="191"/>
        <source>Could not write %1.

%2</source>
        <translation>%1 konnte nicht geschrieben werden.

%2</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="166"/>
        <location filename="../editor/balance/balancefiles.cpp" line="174"/>
        <source>Open Balance Report</source>
        <translation>Balance-Bericht öffnen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="175"/>
        <source>This file is not a balance report Hexwright can read.

%1</source>
        <translation>Diese Datei ist kein Balance-Bericht, den Hexwright lesen kann.

%1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="180"/>
        <location filename="../editor/balance/balancefiles.cpp" line="190"/>
        <source>Export Balance Report</source>
        <translation>Balance-Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="182"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="208"/>
        <source>&amp;Balance Report...</source>
        <translation>&amp;Balance-Bericht...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="211"/>
        <source>Play the scenario as it stands many times with computer players: who wins how often, how long games last, which units matter</source>
        <translation>Das Szenario in seinem aktuellen Stand viele Male mit Computerspielern spielen: Wer gewinnt wie oft, wie lange dauern die Spiele, welche Einheiten zählen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="220"/>
        <source>The scenario has no sides to play yet</source>
        <translation>Das Szenario hat noch keine Seiten zum Spielen</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="240"/>
        <source>No engine plays the rules of %1 yet: no balance report</source>
        <translation>Noch keine Spiel-Engine spielt die Regeln von %1: kein Balance-Bericht</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="242"/>
        <source>Balance report: many computer games of the scenario (%1)</source>
        <translation>Balance-Bericht: viele Computerspiele des Szenarios (%1)</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceHeatMapView</name>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="95"/>
        <source>Heat map of where games were decided</source>
        <translation>Heatmap der Orte, an denen Spiele entschieden wurden</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="130"/>
        <source>Run the games to see where they were decided.</source>
        <translation>Starten Sie die Spiele, um zu sehen, wo sie entschieden wurden.</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceReport</name>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="28"/>
        <source>%1 wins %2 % ± %3 %</source>
        <translation>%1 gewinnt %2 % ± %3 %</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="37"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="51"/>
        <source>No game was won: no verdict</source>
        <translation>Kein Spiel wurde gewonnen: kein Urteil</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="71"/>
        <source>Within the noise: balanced (%1)</source>
        <translation>Im Rahmen der Streuung: ausgewogen (%1)</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="78"/>
        <source>%1: favours %2</source>
        <translation>%1: begünstigt %2</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="176"/>
        <source>First player: not applicable: %1</source>
        <translation>Startspieler: nicht anwendbar: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="179"/>
        <source>First player: no game with the order swapped was won</source>
        <translation>Startspieler: kein Spiel mit vertauschter Reihenfolge wurde gewonnen</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="184"/>
        <source>moving first is an advantage</source>
        <translation>zuerst zu ziehen ist ein Vorteil</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="186"/>
        <source>moving second is an advantage</source>
        <translation>als Zweiter zu ziehen ist ein Vorteil</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="188"/>
        <source>no first-player effect beyond the noise</source>
        <translation>kein Startspieler-Effekt über die Streuung hinaus</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="189"/>
        <source>First player: whoever moves first wins %1 % ± %2 % of the %3 decided games (%4 moving first: %5 of %6 games won; %7 moving first: %8 of %9): %10</source>
        <translation>Startspieler: Wer zuerst zieht, gewinnt %1 % ± %2 % der %3 entschiedenen Spiele (%4 zieht zuerst: %5 von %6 Spielen gewonnen; %7 zieht zuerst: %8 von %9): %10</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="206"/>
        <source>%1: %n game(s) (seed %2, agents %3)</source>
        <translation>
            <numerusform>%1: %n Spiel (Startwert %2, Agenten %3)</numerusform>
            <numerusform>%1: %n Spiele (Startwert %2, Agenten %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="211"/>
        <source>, %n more with the first player swapped</source>
        <translation>
            <numerusform>, %n weiteres mit getauschtem Startspieler</numerusform>
            <numerusform>, %n weitere mit getauschtem Startspieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="213"/>
        <source>, cancelled after %n game(s)</source>
        <translation>
            <numerusform>, abgebrochen nach %n Spiel</numerusform>
            <numerusform>, abgebrochen nach %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="217"/>
        <source>  %1: wins %2 % (95 % interval %3-%4 %), draws %5, mean losses %6</source>
        <translation>  %1: Siege %2 % (95-%-Intervall %3-%4 %), Unentschieden %5, mittlere Verluste %6</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="230"/>
        <source>  length: mean %1 turns, %2 to %3</source>
        <translation>  Länge: im Mittel %1 Runden, %2 bis %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="236"/>
        <source>  unfinished: %n game(s)</source>
        <translation>
            <numerusform>  nicht beendet: %n Spiel</numerusform>
            <numerusform>  nicht beendet: %n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="238"/>
        <source>  engine errors: %n game(s)</source>
        <translation>
            <numerusform>  Engine-Fehler: %n Spiel</numerusform>
            <numerusform>  Engine-Fehler: %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="239"/>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="242"/>
        <source>Provisional values: %1</source>
        <translation>Vorläufige Werte: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereportio.cpp" line="415"/>
        <source>not a balance report</source>
        <translation>kein Balance-Bericht</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceRun</name>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="50"/>
        <source>chart %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="64"/>
        <source>the number of games must be at least 1</source>
        <translation>die Anzahl der Spiele muss mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="72"/>
        <source>unknown agent &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Agent „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="82"/>
        <location filename="../validation/balance/balancerun.cpp" line="219"/>
        <source>the scenario cannot be played: %1</source>
        <translation>das Szenario kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="86"/>
        <source>no games with the first player swapped were asked for</source>
        <translation>es wurden keine Spiele mit getauschtem Startspieler verlangt</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="213"/>
        <source>the report has no game %1</source>
        <translation>der Bericht hat kein Spiel %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="226"/>
        <source>the first player can no longer be swapped: %1</source>
        <translation>der Startspieler kann nicht mehr getauscht werden: %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="233"/>
        <source>unknown agent &quot;%1&quot;</source>
        <translation>unbekannter Agent „%1“</translation>
    </message>
</context>
<context>
    <name>hexwright::BoxDrawTool</name>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="42"/>
        <source>Draw &amp;Ellipse</source>
        <translation>&amp;Ellipse zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="42"/>
        <source>Draw &amp;Rectangle</source>
        <translation>&amp;Rechteck zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="53"/>
        <source>Drag across the table to draw an elliptical terrain piece</source>
        <translation>Ziehen Sie über den Spieltisch, um ein elliptisches Geländestück zu zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="54"/>
        <source>Drag across the table to draw a rectangular terrain piece</source>
        <translation>Ziehen Sie über den Spieltisch, um ein rechteckiges Geländestück zu zeichnen</translation>
    </message>
</context>
<context>
    <name>hexwright::BrushTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="57"/>
        <source>&amp;Brush</source>
        <translation>&amp;Pinsel</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="61"/>
        <source>Paint the current terrain by dragging; right button erases paint, Alt+click picks the terrain under the cursor</source>
        <translation>Das aktuelle Gelände durch Ziehen malen; die rechte Taste löscht die Übermalung, Alt+Klick nimmt das Gelände unter dem Mauszeiger auf</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="133"/>
        <source>Erase paint</source>
        <translation>Übermalung löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="134"/>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
</context>
<context>
    <name>hexwright::Chart</name>
    <message>
        <location filename="../model/ruleset/chartprint.cpp" line="38"/>
        <source>%1 provisional: our value, not the book&apos;s (Scenario &gt; Ruleset Charts... takes the printed one).</source>
        <translation>%1 vorläufig: unser Wert, nicht der des Regelbuchs (Szenario &gt; Regelwerks-Tabellen... übernimmt den gedruckten).</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="44"/>
        <location filename="../model/ruleset/charttable.cpp" line="192"/>
        <source>%1 lies outside %2..%3</source>
        <translation>%1 liegt außerhalb von %2..%3</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="59"/>
        <source>%1 overlaps %2 at %3 in %4</source>
        <translation>%1 überschneidet sich mit %2 bei %3 in %4</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="80"/>
        <source>%1 leaves %2 uncovered (needs %3..%4 with no gap)</source>
        <translation>%1 lässt %2 unabgedeckt (benötigt %3..%4 ohne Lücke)</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="205"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="207"/>
        <source>a range such as 2-4</source>
        <translation>ein Bereich wie 2-4</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="208"/>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="211"/>
        <source>&apos;%1&apos; is not %2</source>
        <translation>„%1“ ist nicht %2</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartEdits</name>
    <message>
        <location filename="../editor/charts/chartedits.cpp" line="27"/>
        <source>Edit %1, %2 of %3</source>
        <translation>%1, %2 von %3 bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartedits.cpp" line="47"/>
        <source>Revert to bundled values</source>
        <translation>Mitgelieferte Werte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartTableModel</name>
    <message>
        <location filename="../editor/charts/charttablemodel.cpp" line="122"/>
        <source>Provisional: our value, not the book&apos;s. Type the printed value to replace it.</source>
        <translation>Vorläufig: unser Wert, nicht der des Regelbuchs. Geben Sie den gedruckten Wert ein, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../editor/charts/charttablemodel.cpp" line="124"/>
        <source>The book&apos;s value, or one you typed.</source>
        <translation>Der Wert des Regelbuchs oder einer, den Sie eingegeben haben.</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartsDialog</name>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="45"/>
        <source>%1 (provisional)</source>
        <translation>%1 (vorläufig)</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="63"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="64"/>
        <source>Revert to &amp;Bundled Values</source>
        <translation>&amp;Mitgelieferte Werte wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="67"/>
        <source>Ruleset Charts: %1</source>
        <translation>Regelwerks-Tabellen: %1</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="70"/>
        <source>Charts</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="81"/>
        <source>Chart values</source>
        <translation>Tabellenwerte</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="92"/>
        <source>provisional: our values, not the book&apos;s. Type the printed value over one to make it yours.</source>
        <translation>vorläufig: unsere Werte, nicht die des Regelbuchs. Überschreiben Sie einen mit dem gedruckten Wert, um ihn zu Ihrem eigenen zu machen.</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="98"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="101"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="116"/>
        <source>Save your values as your own chart file, read over the bundled values whenever this ruleset loads</source>
        <translation>Ihre Werte als eigene Tabellendatei speichern, die bei jedem Laden dieses Regelwerks über die mitgelieferten Werte gelesen wird</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="118"/>
        <source>Put every chart back to the values that come with Hexwright (undoable; Save to keep it)</source>
        <translation>Alle Tabellen auf die mit Hexwright mitgelieferten Werte zurücksetzen (rückgängig zu machen; Speichern, um es zu behalten)</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="188"/>
        <source>this ruleset reads no chart values of your own</source>
        <translation>dieses Regelwerk liest keine eigenen Tabellenwerte</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="191"/>
        <source>could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="194"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="203"/>
        <source>Saved: the bundled values apply.</source>
        <translation>Gespeichert: Die mitgelieferten Werte gelten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/charts/chartsdialog.cpp" line="204"/>
        <source>Saved %n value(s) of your own to %1.</source>
        <translation>
            <numerusform>%n eigener Wert in %1 gespeichert.</numerusform>
            <numerusform>%n eigene Werte in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="213"/>
        <source>Save the chart values you changed?</source>
        <translation>Die geänderten Tabellenwerte speichern?</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="231"/>
        <source>Hexwright has no user data folder to save your values in</source>
        <translation>Hexwright hat keinen Benutzerdatenordner, in dem Ihre Werte gespeichert werden können</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="242"/>
        <source>Every value passes the chart&apos;s checks.</source>
        <translation>Jeder Wert besteht die Prüfungen der Tabelle.</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="247"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>hexwright::ConditionForm</name>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="114"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="115"/>
        <source>Kind: %1, id: %2</source>
        <translation>Art: %1, ID: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="133"/>
        <source>An optional part of the condition: check it to use it</source>
        <translation>Ein optionaler Teil der Bedingung: anhaken, um ihn zu verwenden</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="151"/>
        <source>The condition in words (required)</source>
        <translation>Die Bedingung in Worten (erforderlich)</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="152"/>
        <source>Optional: how the scenario words it</source>
        <translation>Optional: wie das Szenario sie formuliert</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="206"/>
        <source>The game ends when this condition holds, or after turn %1 (Game length, in the schedule).</source>
        <translation>Das Spiel endet, wenn diese Bedingung erfüllt ist, oder nach Runde %1 (Spieldauer, im Zeitplan).</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="210"/>
        <source>The game ends when this condition holds (Game length, in the schedule).</source>
        <translation>Das Spiel endet, wenn diese Bedingung erfüllt ist (Spieldauer, im Zeitplan).</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="238"/>
        <source>Edit Victory Condition</source>
        <translation>Siegbedingung bearbeiten</translation>
    </message>
</context>
<context>
    <name>hexwright::CrucibleFamilyEngine</name>
    <message>
        <location filename="../validation/families/crucible/play/cruciblegamesession.cpp" line="316"/>
        <source>the order of movement is rolled off every turn</source>
        <translation>die Bewegungsreihenfolge wird in jedem Zug ausgewürfelt</translation>
    </message>
</context>
<context>
    <name>hexwright::CruciblePlaytest</name>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="30"/>
        <source>Leadership Points and provisional values</source>
        <translation>Führungspunkte und vorläufige Werte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="58"/>
        <source>Leadership Points of %1 this turn:</source>
        <translation>Führungspunkte von %1 in diesem Zug:</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="61"/>
        <source>  %1: %2 LP</source>
        <translation>  %1: %2 LP</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="66"/>
        <source>%1: its next move costs %2 LP (1-2-4)</source>
        <translation>%1: die nächste Bewegung kostet %2 LP (1-2-4)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="67"/>
        <source>%1 has made its three moves</source>
        <translation>%1 hat seine drei Bewegungen ausgeführt</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="71"/>
        <source>Provisional: the core book is lost, so these values are Hexwright&apos;s (edit them in Scenario &gt; Ruleset Charts):</source>
        <translation>Vorläufig: Das Grundregelbuch ist verloren, daher stammen diese Werte von Hexwright (bearbeiten Sie sie unter Szenario &gt; Regelwerks-Tabellen):</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="128"/>
        <source> (step %1)</source>
        <translation> (Schritt %1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="134"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="135"/>
        <source>Click a TU to list its orders; double-click an order to give it; End Phase when done.</source>
        <translation>Klicken Sie auf eine TU, um ihre Befehle aufzulisten; doppelklicken Sie auf einen Befehl, um ihn zu geben; Phase beenden, wenn Sie fertig sind.</translation>
    </message>
</context>
<context>
    <name>hexwright::Curtain</name>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="21"/>
        <source>Curtain between players</source>
        <translation>Vorhang zwischen Spielern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="41"/>
        <source>Show the board</source>
        <translation>Spielfeld zeigen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="60"/>
        <source>Pass to %1</source>
        <translation>An %1 übergeben</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="62"/>
        <source>I am %1: show the board</source>
        <translation>Ich bin %1: Spielfeld zeigen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="63"/>
        <source>Show the board to %1 (%2)</source>
        <translation>Das Spielfeld %1 zeigen (%2)</translation>
    </message>
</context>
<context>
    <name>hexwright::DeploymentTool</name>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="52"/>
        <source>&amp;Deployment Areas</source>
        <translation>&amp;Aufstellungsbereiche</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="57"/>
        <source>Click near a table edge for a band, or drag a rectangle or click a polygon, as the chosen side&apos;s deployment area; drag an area to move it</source>
        <translation>Klicken Sie nahe einer Tischkante für einen Streifen, oder ziehen Sie ein Rechteck auf oder klicken Sie ein Polygon, als Aufstellungsbereich der gewählten Seite; ziehen Sie einen Bereich, um ihn zu verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="116"/>
        <source>Give %1 to Side &apos;%2&apos;</source>
        <translation>%1 der Seite „%2“ zuweisen</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="174"/>
        <source>Deployment Area &apos;%1&apos;</source>
        <translation>Aufstellungsbereich „%1“</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="191"/>
        <source>Add a side first: a deployment area belongs to a side.</source>
        <translation>Fügen Sie zuerst eine Seite hinzu: Ein Aufstellungsbereich gehört zu einer Seite.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="208"/>
        <location filename="../editor/table/deploymenttool.cpp" line="224"/>
        <location filename="../editor/table/deploymenttool.cpp" line="340"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="215"/>
        <source>A polygon needs at least three corners.</source>
        <translation>Ein Polygon braucht mindestens drei Ecken.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="232"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="246"/>
        <source>Add the sides first: each gets its deployment area.</source>
        <translation>Fügen Sie zuerst die Seiten hinzu: Jede erhält ihren Aufstellungsbereich.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="247"/>
        <source>The rules of %1 give no standard deployment areas.</source>
        <translation>Die Regeln von %1 geben keine Standard-Aufstellungsbereiche vor.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="253"/>
        <location filename="../editor/table/deploymenttool.cpp" line="259"/>
        <source>Standard Deployment</source>
        <translation>Standardaufstellung</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="254"/>
        <source>Replace the table&apos;s deployment areas by the %1 the rules give? A side&apos;s first area keeps its name.</source>
        <translation>Die Aufstellungsbereiche des Spieltischs durch die %1 ersetzen, die die Regeln vorgeben? Der erste Bereich einer Seite behält seinen Namen.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="326"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="463"/>
        <source>Standard &amp;Deployment</source>
        <translation>Standard&amp;aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="465"/>
        <source>Give every side the deployment area the game&apos;s rules give it, replacing the areas</source>
        <translation>Jeder Seite den Aufstellungsbereich geben, den die Spielregeln für sie vorsehen, und die Bereiche ersetzen</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="470"/>
        <source>Add Deployment &amp;Band</source>
        <translation>Aufstellungs&amp;streifen hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="472"/>
        <source>Give the chosen side a band of the chosen depth along the chosen table edge</source>
        <translation>Der gewählten Seite einen Streifen der gewählten Tiefe entlang der gewählten Tischkante geben</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="485"/>
        <source>Side of the deployment area</source>
        <translation>Seite des Aufstellungsbereichs</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="486"/>
        <source>The side new deployment areas belong to; with an area selected, the side it belongs to</source>
        <translation>Die Seite, zu der neue Aufstellungsbereiche gehören; bei ausgewähltem Bereich die Seite, zu der er gehört</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="490"/>
        <source>Deployment area shape</source>
        <translation>Form des Aufstellungsbereichs</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="491"/>
        <source>What a click on the table makes</source>
        <translation>Was ein Klick auf den Spieltisch erzeugt</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="492"/>
        <source>Band along an edge</source>
        <translation>Streifen entlang einer Kante</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="493"/>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="494"/>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="497"/>
        <source>Table edge of the band</source>
        <translation>Tischkante des Streifens</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="498"/>
        <source>The table edge Add Deployment Band uses</source>
        <translation>Die Tischkante, die „Aufstellungsstreifen hinzufügen“ verwendet</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="499"/>
        <source>North edge</source>
        <translation>Nordkante</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="500"/>
        <source>East edge</source>
        <translation>Ostkante</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="501"/>
        <source>South edge</source>
        <translation>Südkante</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="502"/>
        <source>West edge</source>
        <translation>Westkante</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="505"/>
        <source>Depth of the band</source>
        <translation>Tiefe des Streifens</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="506"/>
        <source>How far into the table a band reaches (the rules&apos; distance by default)</source>
        <translation>Wie weit ein Streifen in den Spieltisch hineinreicht (standardmäßig der Abstand laut Regeln)</translation>
    </message>
</context>
<context>
    <name>hexwright::DesignWorkbench</name>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="45"/>
        <source>Vehicle Designs - %1</source>
        <translation>Fahrzeugkonstruktionen - %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="51"/>
        <location filename="../editor/families/striker/designworkbench.cpp" line="54"/>
        <source>Designs</source>
        <translation>Konstruktionen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="57"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="59"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="61"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="76"/>
        <source>Design</source>
        <translation>Konstruktion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="79"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="90"/>
        <source>Change Design Id</source>
        <translation>Konstruktions-ID ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="92"/>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="94"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="96"/>
        <source>Rename Design</source>
        <translation>Konstruktion umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="99"/>
        <source>&amp;Name:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="104"/>
        <source>Tech level</source>
        <translation>Techstufe</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="105"/>
        <source>Change Tech Level</source>
        <translation>Techstufe ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="107"/>
        <source>&amp;Tech level:</source>
        <translation>&amp;Techstufe:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="112"/>
        <source>Race</source>
        <translation>Spezies</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="113"/>
        <source>Change Race</source>
        <translation>Spezies ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="114"/>
        <source>R&amp;ace:</source>
        <translation>&amp;Spezies:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="115"/>
        <source>Twelve times the crew space (K&apos;kree)</source>
        <translation>Zwölffacher Besatzungsraum (K&apos;kree)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="117"/>
        <source>Change Crew Space</source>
        <translation>Besatzungsraum ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="124"/>
        <source>Chassis and locomotion</source>
        <translation>Chassis und Fortbewegung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="130"/>
        <source>Locomotion</source>
        <translation>Fortbewegung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="131"/>
        <source>Change Locomotion</source>
        <translation>Fortbewegung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="133"/>
        <source>&amp;Locomotion:</source>
        <translation>&amp;Fortbewegung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="134"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="317"/>
        <source> m³</source>
        <translation> m³</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="135"/>
        <source>Chassis volume</source>
        <translation>Chassisvolumen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="136"/>
        <source>Change Chassis Volume</source>
        <translation>Chassisvolumen ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="138"/>
        <source>Chassis &amp;volume:</source>
        <translation>Chassis&amp;volumen:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="140"/>
        <source>Ground pressure</source>
        <translation>Bodendruck</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="141"/>
        <source>Change Ground Pressure</source>
        <translation>Bodendruck ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="143"/>
        <source>&amp;Ground pressure:</source>
        <translation>&amp;Bodendruck:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="144"/>
        <source>Amphibious</source>
        <translation>Amphibisch</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="146"/>
        <source>Change Amphibious</source>
        <translation>Amphibisch ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="148"/>
        <source>Open-topped</source>
        <translation>Oben offen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="150"/>
        <source>Change Open-Topped</source>
        <translation>Oben offen ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="152"/>
        <source>Purpose-built ferry</source>
        <translation>Eigens gebaute Fähre</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="154"/>
        <source>Change Ferry</source>
        <translation>Fähre ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="161"/>
        <source> m²</source>
        <translation> m²</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="162"/>
        <source>Ferry deck</source>
        <translation>Fährdeck</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="163"/>
        <source>Change Deck Area</source>
        <translation>Deckfläche ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="165"/>
        <source>Ferry &amp;deck (L × W):</source>
        <translation>Fähr&amp;deck (L × B):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="170"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="176"/>
        <source>Power plant</source>
        <translation>Kraftwerk</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="174"/>
        <source>%1 (breathes air)</source>
        <translation>%1 (atmet Luft)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="177"/>
        <source>Change Power Plant</source>
        <translation>Kraftwerk ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="179"/>
        <source>&amp;Power plant:</source>
        <translation>&amp;Kraftwerk:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="180"/>
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="181"/>
        <source>Output</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="182"/>
        <source>Change Power Output</source>
        <translation>Leistung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="184"/>
        <source>&amp;Output:</source>
        <translation>&amp;Leistung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="189"/>
        <source>Armour (cm of hard steel)</source>
        <translation>Panzerung (cm Hartstahl)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Rear</source>
        <translation>Heck</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Deck</source>
        <translation>Oberseite</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Belly</source>
        <translation>Unterseite</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="195"/>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="196"/>
        <source>%1 armour</source>
        <translation>Panzerung %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="198"/>
        <source>Change Armour</source>
        <translation>Panzerung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="207"/>
        <source>Weapons and mounts</source>
        <translation>Waffen und Lafetten</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="211"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="500"/>
        <source>Mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="502"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="530"/>
        <source>Rounds</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="534"/>
        <source>Guidance</source>
        <translation>Lenkung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <source>Commander</source>
        <translation>Kommandant</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="214"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="553"/>
        <source>Strafing</source>
        <translation>Tiefangriff</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="220"/>
        <source>Add &amp;Weapon</source>
        <translation>&amp;Waffe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="292"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="222"/>
        <source>Remove Weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="240"/>
        <source>Fire control and computers</source>
        <translation>Feuerleitung und Computer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="243"/>
        <source>Sensors, ECM and communicators</source>
        <translation>Sensoren, ECM und Kommunikationsgeräte</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="245"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="263"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="473"/>
        <source>%1 (TL %2+)</source>
        <translation>%1 (TL %2+)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="268"/>
        <source>%1 to add</source>
        <translation>%1 zum Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="269"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="270"/>
        <source>Add to %1</source>
        <translation>Zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="271"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="272"/>
        <source>Remove from %1</source>
        <translation>Aus %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="287"/>
        <source>Sealing and life support</source>
        <translation>Abdichtung und Lebenserhaltung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="289"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="467"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="529"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="290"/>
        <source>Overpressure</source>
        <translation>Überdruck</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="291"/>
        <source>Sealed</source>
        <translation>Abgedichtet</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="292"/>
        <source>Sealing</source>
        <translation>Abdichtung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="293"/>
        <source>Change Sealing</source>
        <translation>Abdichtung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="295"/>
        <source>&amp;Sealing:</source>
        <translation>&amp;Abdichtung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="296"/>
        <source>Life support</source>
        <translation>Lebenserhaltung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="298"/>
        <source>Change Life Support</source>
        <translation>Lebenserhaltung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="305"/>
        <source>Crew and cargo</source>
        <translation>Besatzung und Fracht</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="308"/>
        <source>Crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="309"/>
        <source>Change Crew</source>
        <translation>Besatzung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="311"/>
        <source>&amp;Crew:</source>
        <translation>Besat&amp;zung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="313"/>
        <source>Passengers</source>
        <translation>Passagiere</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="314"/>
        <source>Change Passengers</source>
        <translation>Passagiere ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="316"/>
        <source>Passen&amp;gers:</source>
        <translation>Passa&amp;giere:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="318"/>
        <source>Cargo space</source>
        <translation>Frachtraum</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="319"/>
        <source>Change Cargo Space</source>
        <translation>Frachtraum ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="321"/>
        <source>Cargo s&amp;pace:</source>
        <translation>Fracht&amp;raum:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="322"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="327"/>
        <source> t</source>
        <translation> t</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="323"/>
        <source>Cargo</source>
        <translation>Fracht</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="324"/>
        <source>Change Cargo</source>
        <translation>Fracht ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="326"/>
        <source>Car&amp;go:</source>
        <translation>Fra&amp;cht:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="328"/>
        <source>Towed</source>
        <translation>Geschleppt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="329"/>
        <source>Change Towed Weight</source>
        <translation>Schleppgewicht ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="331"/>
        <source>&amp;Towed:</source>
        <translation>Gesch&amp;leppt:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="336"/>
        <source>Designed for and built at</source>
        <translation>Konstruiert für und gebaut in</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="342"/>
        <source>Design atmosphere</source>
        <translation>Konstruktionsatmosphäre</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="343"/>
        <source>Change Design Atmosphere</source>
        <translation>Konstruktionsatmosphäre ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="345"/>
        <source>Design &amp;atmosphere:</source>
        <translation>Konstruktions&amp;atmosphäre:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="346"/>
        <source> G</source>
        <translation> G</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="347"/>
        <source>Design gravity</source>
        <translation>Konstruktionsschwerkraft</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="348"/>
        <source>Change Design Gravity</source>
        <translation>Konstruktionsschwerkraft ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="350"/>
        <source>Design &amp;G:</source>
        <translation>Konstruktions-&amp;G:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="351"/>
        <source>Where it is used</source>
        <translation>Einsatzort</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="353"/>
        <source>TL %1</source>
        <translation>TL %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="355"/>
        <source>Built at tech level</source>
        <translation>Gebaut bei Techstufe</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="356"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="366"/>
        <source>Change Where Built</source>
        <translation>Bauort ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="363"/>
        <source>Starport %1</source>
        <translation>Raumhafen %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="365"/>
        <source>Built at starport</source>
        <translation>Gebaut bei Raumhafen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="371"/>
        <source>&amp;Bought from:</source>
        <translation>&amp;Gekauft bei:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="34"/>
        <source>Running totals</source>
        <translation>Laufende Summen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="52"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="53"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="54"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="55"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="56"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="57"/>
        <source>Power/weight</source>
        <translation>Leistung/Gewicht</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="58"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="59"/>
        <source>Import price</source>
        <translation>Importpreis</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="64"/>
        <source>Book 3 &amp;Charts...</source>
        <translation>Book 3-&amp;Tabellen...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="66"/>
        <source>The provisional values the totals rest on, in the Charts editor: type Book 3&apos;s own if you have it</source>
        <translation>Die vorläufigen Werte, auf denen die Summen beruhen, im Tabellen-Editor: Geben Sie die von Book 3 ein, wenn Sie es haben</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="76"/>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="80"/>
        <source>Design constraints</source>
        <translation>Konstruktionsbedingungen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="126"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="482"/>
        <source>Weapon %1: %2</source>
        <translation>Waffe %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="493"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="542"/>
        <source>Change Weapon</source>
        <translation>Waffe ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="517"/>
        <source>Change Rounds</source>
        <translation>Munition ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="549"/>
        <source>Pilot-fired</source>
        <translation>Vom Piloten abgefeuert</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="551"/>
        <source>Worked by the commander</source>
        <translation>Vom Kommandanten bedient</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="116"/>
        <source>%1 / %2 m³%3</source>
        <translation>%1 / %2 m³%3</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="122"/>
        <source>%1 / %2 MW%3</source>
        <translation>%1 / %2 MW%3</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="128"/>
        <source>%1 km/h (top %2)%3</source>
        <translation>%1 km/h (max. %2)%3</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="140"/>
        <source>%1 points: %2 mechanics</source>
        <translation>%1 Punkte: %2 Mechaniker</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="142"/>
        <source>%1 t%2</source>
        <translation>%1 t%2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="144"/>
        <source>%1 kW/t%2</source>
        <translation>%1 kW/t%2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="146"/>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="148"/>
        <source>Cr%1%2</source>
        <translation>Cr%1%2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="149"/>
        <source>none (built where used)</source>
        <translation>keiner (am Einsatzort gebaut)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="151"/>
        <source>† Provisional: Book 3 (weights, volumes, prices, power, the speed formula) is lost; these totals use our values until you type the book&apos;s in its charts.</source>
        <translation>† Vorläufig: Book 3 (Gewichte, Volumen, Preise, Leistung, die Geschwindigkeitsformel) ist verloren; diese Summen verwenden unsere Werte, bis Sie die des Buchs in seine Tabellen eingeben.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="153"/>
        <source>Every total uses values you entered from Book 3.</source>
        <translation>Jede Summe verwendet Werte, die Sie aus Book 3 eingegeben haben.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="156"/>
        <source>No chart row for: %1.</source>
        <translation>Keine Tabellenzeile für: %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="162"/>
        <source>The scenario names no world: the design is checked on its own atmosphere and G.</source>
        <translation>Das Szenario nennt keine Welt: Die Konstruktion wird an ihrer eigenen Atmosphäre und G geprüft.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="164"/>
        <source>Checked on the scenario&apos;s world: %1 atmosphere%2.</source>
        <translation>Geprüft an der Welt des Szenarios: Atmosphäre %1%2.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="168"/>
        <source>, %1 G</source>
        <translation>, %1 G</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="173"/>
        <source>No design: New makes one.</source>
        <translation>Keine Konstruktion: Neu legt eine an.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="182"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="183"/>
        <source>%1 (ours)</source>
        <translation>%1 (unser Wert)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="187"/>
        <source>Design constraint %1 of the text. Click to go to the field.</source>
        <translation>Konstruktionsbedingung %1 des Texts. Klicken, um zum Feld zu gehen.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="189"/>
        <source>Our own check, on the provisional Book 3 values. Click to go to the field.</source>
        <translation>Unsere eigene Prüfung, auf den vorläufigen Book 3-Werten. Klicken, um zum Feld zu gehen.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="195"/>
        <source>The design meets the 13 design constraints of the text.</source>
        <translation>Die Konstruktion erfüllt die 13 Konstruktionsbedingungen des Texts.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="206"/>
        <source>Design %1</source>
        <translation>Konstruktion %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="216"/>
        <source>New Design</source>
        <translation>Neue Konstruktion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="231"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="235"/>
        <source>Duplicate Design</source>
        <translation>Konstruktion duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="245"/>
        <source>Remove Design</source>
        <translation>Konstruktion entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="256"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="269"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="280"/>
        <source>Add Weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="302"/>
        <source>Vehicle &amp;Designs...</source>
        <translation>Fahrzeug&amp;konstruktionen...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="305"/>
        <source>Design the scenario&apos;s vehicles: components, running totals and the design constraints</source>
        <translation>Die Fahrzeuge des Szenarios konstruieren: Komponenten, laufende Summen und die Konstruktionsbedingungen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="307"/>
        <source>Open the vehicle design workbench</source>
        <translation>Die Werkbank für Fahrzeugkonstruktionen öffnen</translation>
    </message>
</context>
<context>
    <name>hexwright::DetachmentEditor</name>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="49"/>
        <source>Detachments - %1</source>
        <translation>Abteilungen - %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="52"/>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="91"/>
        <source>%1 ours: the supplement gives no points for the troop classes&apos; leaders or the Elite Skills, nor the new classes&apos; Troop sizes. Type the real values in Scenario &gt; Ruleset Charts or the ruleset.</source>
        <translation>%1 eigene Werte: Das Supplement nennt keine Punkte für die Anführer der Truppenklassen oder die Elitefertigkeiten und keine Trupp-Größen der neuen Klassen. Geben Sie die echten Werte unter Szenario &gt; Regelwerks-Tabellen oder im Regelwerk ein.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="122"/>
        <source>Detachments and Troops</source>
        <translation>Abteilungen und Trupps</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="126"/>
        <source>Detachments</source>
        <translation>Abteilungen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="134"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="136"/>
        <source>A new detachment of the class chosen beside</source>
        <translation>Eine neue Abteilung der daneben gewählten Klasse</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="137"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="139"/>
        <source>Removes the detachment and its TUs</source>
        <translation>Entfernt die Abteilung und ihre TUs</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="164"/>
        <source>Detachment</source>
        <translation>Abteilung</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="168"/>
        <source>&amp;Name:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="172"/>
        <source>%1 (%2 TUs)</source>
        <translation>%1 (%2 TUs)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="177"/>
        <source>&amp;Troop (optional rule 7.1: half size, led by a Sergeant)</source>
        <translation>&amp;Trupp (optionale Regel 7.1: halbe Größe, geführt von einem Sergeant)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="180"/>
        <source>&amp;Class:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="184"/>
        <source>Not Prime</source>
        <translation>Nicht Prime</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="186"/>
        <source>Prime: %1 (%2 points)</source>
        <translation>Prime: %1 (%2 Punkte)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="187"/>
        <source>Prime, without a template</source>
        <translation>Prime, ohne Vorlage</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="188"/>
        <source>&amp;Prime (7.7):</source>
        <translation>P&amp;rime (7.7):</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="228"/>
        <source>Optional rules of the scenario</source>
        <translation>Optionale Regeln des Szenarios</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="257"/>
        <source>Checks of the supplement&apos;s force rules</source>
        <translation>Prüfungen der Truppenregeln des Supplements</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="261"/>
        <source>Force checks</source>
        <translation>Truppenprüfung</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="391"/>
        <source>The scenario has no sides.</source>
        <translation>Das Szenario hat keine Seiten.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="393"/>
        <source>Force: %1 of %2 points (%3 left)</source>
        <translation>Truppe: %1 von %2 Punkten (%3 übrig)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="397"/>
        <source>Force: %1 of %2 points: over by %3</source>
        <translation>Truppe: %1 von %2 Punkten: %3 zu viel</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="402"/>
        <source>Force: %1 points (no budget)</source>
        <translation>Truppe: %1 Punkte (kein Budget)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="419"/>
        <source>%1 Troop</source>
        <translation>Trupp %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="420"/>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="90"/>
        <source>%1 detachment</source>
        <translation>Abteilung %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="422"/>
        <source>Prime %1</source>
        <translation>Prime %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="423"/>
        <source>%1
%2 · %3 of %4 TUs · %5 points</source>
        <translation>%1
%2 · %3 von %4 TUs · %5 Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="448"/>
        <source>No detachment: New makes one of the class chosen.</source>
        <translation>Keine Abteilung: Neu legt eine der gewählten Klasse an.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="463"/>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="469"/>
        <source>Fights as %1 (QR %2+%3), morale as %4, led as %5 (Sergeant LV %6%7). A detachment of %8 TUs, a Troop of %9%10. A Lieutenant or Insurance Sergeant costs %11%12 points.</source>
        <translation>Kämpft als %1 (QR %2+%3), Moral als %4, Führung als %5 (Sergeant LV %6%7). Eine Abteilung hat %8 TUs, ein Trupp %9%10. Ein Leutnant oder Insurance Sergeant kostet %11%12 Punkte.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="484"/>
        <source>The class &apos;%1&apos; is not in the ruleset.</source>
        <translation>Die Klasse „%1“ ist nicht im Regelwerk.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="490"/>
        <source>%1 of %2%3 TUs%4; %5%6 points</source>
        <translation>%1 von %2%3 TUs%4; %5%6 Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="492"/>
        <source>at most </source>
        <translation>höchstens </translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="498"/>
        <source> (the text&apos;s Prime total: %1)</source>
        <translation> (Prime-Summe laut Text: %1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="533"/>
        <source>[%1] Click to go to the detachment and TU it is about.</source>
        <translation>[%1] Klicken Sie, um zur betreffenden Abteilung und TU zu gehen.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="539"/>
        <source>The forces meet the supplement&apos;s rules: sizes, leaders, Troops, controllers, backup weapons, skills, Prime detachments and totals.</source>
        <translation>Die Truppen erfüllen die Regeln des Supplements: Größen, Anführer, Trupps, Kontrolleure, Reservewaffen, Fertigkeiten, Prime-Abteilungen und Summen.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="563"/>
        <source>&amp;Detachments...</source>
        <translation>&amp;Abteilungen...</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="566"/>
        <source>Build each side&apos;s force as detachments of TUs: classes, leaders, Elite Skills, Prime detachments, optional rules and points</source>
        <translation>Die Truppe jeder Seite aus Abteilungen von TUs zusammenstellen: Klassen, Anführer, Elitefertigkeiten, Prime-Abteilungen, optionale Regeln und Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="568"/>
        <source>Open the detachment editor</source>
        <translation>Den Abteilungs-Editor öffnen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="91"/>
        <source>New detachment</source>
        <translation>Neue Abteilung</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="96"/>
        <source>Add detachment %1</source>
        <translation>Abteilung %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="127"/>
        <source>Remove detachment %1</source>
        <translation>Abteilung %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="141"/>
        <source>Change %1 of detachment %2</source>
        <translation>%1 von Abteilung %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="185"/>
        <source>Add %1 %2 to %3</source>
        <translation>%1 %2 zu %3 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="202"/>
        <source>Remove TUs %1</source>
        <translation>TUs %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="212"/>
        <source>Change the count of %1</source>
        <translation>Anzahl von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="222"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="283"/>
        <source>%1 rides in %2</source>
        <translation>%1 fährt in %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="300"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="73"/>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>TUs</source>
        <translation>TUs</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="77"/>
        <source>TUs of the detachment</source>
        <translation>TUs der Abteilung</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Backup</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Controlled by</source>
        <translation>Kontrolliert von</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="94"/>
        <source>&amp;Add TUs</source>
        <translation>TUs &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="96"/>
        <source>Re&amp;move TUs</source>
        <translation>TUs ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="124"/>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="128"/>
        <source>Leaders of the detachment</source>
        <translation>Anführer der Abteilung</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>LV</source>
        <translation>LV</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>LV with skills</source>
        <translation>LV mit Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Rides in</source>
        <translation>Fährt in</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="144"/>
        <source>Add &amp;leader</source>
        <translation>&amp;Anführer hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="146"/>
        <source>A leader of the rank chosen, riding in the TU selected</source>
        <translation>Ein Anführer des gewählten Rangs, der in der ausgewählten TU fährt</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="147"/>
        <source>Remove l&amp;eader</source>
        <translation>Anführer &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="178"/>
        <source>Elite Skills</source>
        <translation>Elite-Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="241"/>
        <source>Backup infantry weapons: one per combat car (4.1)</source>
        <translation>Ersatz-Infanteriewaffen: eine pro Kampfwagen (4.1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="274"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="351"/>
        <source>by class</source>
        <translation>nach Klasse</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="352"/>
        <source>The LV as the text gives it; &quot;by class&quot;: the class&apos;s leadership quality&apos;s</source>
        <translation>Der LV, wie der Text ihn angibt; „nach Klasse“: der zur Führungsqualität der Klasse</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="387"/>
        <source>%1+%2 (%3)</source>
        <translation>%1+%2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="423"/>
        <source> The optional rule Elite Skills is off.</source>
        <translation> Die optionale Regel Elite-Fertigkeiten ist deaktiviert.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="425"/>
        <source> In a Prime detachment they are part of its price.</source>
        <translation> In einer Prime-Abteilung sind sie im Preis enthalten.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="439"/>
        <source>%1 (force-wide, once), %2 points</source>
        <translation>%1 (für die ganze Streitmacht, einmal), %2 Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="440"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 Punkte</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="442"/>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="451"/>
        <source>Skills of the TUs %1.</source>
        <translation>Fertigkeiten der TUs %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="456"/>
        <source> Built in: %1.</source>
        <translation> Enthalten: %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="462"/>
        <source>Select a TU to give it skills.</source>
        <translation>Wählen Sie eine TU, um ihr Fertigkeiten zu geben.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="471"/>
        <source>Skills of %1.</source>
        <translation>Fertigkeiten von %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="475"/>
        <source>Select a leader to give him skills.</source>
        <translation>Wählen Sie einen Anführer, um ihm Fertigkeiten zu geben.</translation>
    </message>
</context>
<context>
    <name>hexwright::DocumentKeeper</name>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="45"/>
        <source>Could not autosave a recovery copy: %1</source>
        <translation>Wiederherstellungskopie konnte nicht automatisch gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="79"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="139"/>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="80"/>
        <source>%1 was changed by another program since you opened or saved it.
Saving now replaces those changes with yours.</source>
        <translation>%1 wurde von einem anderen Programm geändert, seit Sie es geöffnet oder gespeichert haben.
Wenn Sie jetzt speichern, ersetzen Ihre Änderungen diese.</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="85"/>
        <source>&amp;Overwrite</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="87"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="151"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="141"/>
        <source>%1 was changed by another program, and you have changes that are not saved.
Reload it and lose your changes, keep yours (saving then replaces the other program&apos;s), or save yours as a new file?</source>
        <translation>%1 wurde von einem anderen Programm geändert, und Sie haben ungespeicherte Änderungen.
Neu laden und Ihre Änderungen verwerfen, Ihre behalten (Speichern ersetzt dann die des anderen Programms) oder Ihre als neue Datei speichern?</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="146"/>
        <source>%1 was changed by another program.
Reload it?</source>
        <translation>%1 wurde von einem anderen Programm geändert.
Neu laden?</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="148"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="149"/>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Meine behalten</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="158"/>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="170"/>
        <source>File Deleted</source>
        <translation>Datei gelöscht</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="171"/>
        <source>%1 was deleted or moved by another program.
Your scenario is still open and marked as changed: save it to write the file again.</source>
        <translation>%1 wurde von einem anderen Programm gelöscht oder verschoben.
Ihr Szenario ist noch geöffnet und als geändert markiert: Speichern Sie es, um die Datei erneut zu schreiben.</translation>
    </message>
</context>
<context>
    <name>hexwright::EditorContext</name>
    <message>
        <location filename="../editor/editorcontext.cpp" line="140"/>
        <source>Works on hex maps only: this scenario is played on a table.</source>
        <translation>Funktioniert nur auf Hexkarten: Dieses Szenario wird auf einem Spieltisch gespielt.</translation>
    </message>
    <message>
        <location filename="../editor/editorcontext.cpp" line="144"/>
        <source>Works on tables only: open or create a scenario played on a table.</source>
        <translation>Funktioniert nur bei Spieltischen: Öffnen oder erstellen Sie ein Szenario, das auf einem Spieltisch gespielt wird.</translation>
    </message>
</context>
<context>
    <name>hexwright::EntryOverlay</name>
    <message>
        <location filename="../editor/schedule/entryoverlay.cpp" line="66"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
</context>
<context>
    <name>hexwright::EyedropperTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="336"/>
        <source>&amp;Eyedropper</source>
        <translation>P&amp;ipette</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="340"/>
        <source>Click a hex to paint with its terrain (Alt+click does the same in the brush, line and fill tools)</source>
        <translation>Klicken Sie auf ein Hexfeld, um mit seinem Gelände zu malen (Alt+Klick tut dasselbe im Pinsel-, Linien- und Füllwerkzeug)</translation>
    </message>
</context>
<context>
    <name>hexwright::FamilyEngine</name>
    <message numerus="yes">
        <location filename="../validation/engine/firstplayer.cpp" line="35"/>
        <source>the scenario has %n player(s), not two</source>
        <translation>
            <numerusform>das Szenario hat %n Spieler, nicht zwei</numerusform>
            <numerusform>das Szenario hat %n Spieler, nicht zwei</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/engine/firstplayer.cpp" line="45"/>
        <source>both players have the same move order</source>
        <translation>beide Spieler haben dieselbe Zugreihenfolge</translation>
    </message>
</context>
<context>
    <name>hexwright::FillTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="244"/>
        <source>&amp;Fill</source>
        <translation>&amp;Füllen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="248"/>
        <source>Click a hex to give its connected area of the same terrain the current terrain</source>
        <translation>Klicken Sie auf ein Hexfeld, um seinem zusammenhängenden Gebiet gleichen Geländes das aktuelle Gelände zu geben</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="286"/>
        <source>Erase paint in an area</source>
        <translation>Übermalung in einem Gebiet löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="287"/>
        <source>Fill with %1</source>
        <translation>Mit %1 füllen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="288"/>
        <source>Nothing to fill: the area has that terrain already</source>
        <translation>Nichts zu füllen: das Gebiet hat dieses Gelände bereits</translation>
    </message>
</context>
<context>
    <name>hexwright::HeightTool</name>
    <message>
        <location filename="../editor/hexsides/heighttool.cpp" line="22"/>
        <source>H&amp;eights</source>
        <translation>H&amp;öhen</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/heighttool.cpp" line="27"/>
        <source>Click or drag over hexes to give them the height chosen in the Hexsides dock; the right button or Shift sets them back to 0</source>
        <translation>Klicken oder über Hexfelder ziehen, um ihnen die im Hexkanten-Dock gewählte Höhe zu geben; die rechte Maustaste oder Shift setzt sie auf 0 zurück</translation>
    </message>
</context>
<context>
    <name>hexwright::HexsideDock</name>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="52"/>
        <source>Does not block line of sight.</source>
        <translation>Blockiert die Sichtlinie nicht.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="55"/>
        <source>Blocks line of sight.</source>
        <translation>Blockiert die Sichtlinie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/hexsides/hexsidedock.cpp" line="58"/>
        <source>Blocks line of sight unless the viewer or the target stands %n above its lower hex.</source>
        <translation>
            <numerusform>Blockiert die Sichtlinie, außer der Betrachter oder das Ziel steht %n Stufe über seinem niedrigeren Hexfeld.</numerusform>
            <numerusform>Blockiert die Sichtlinie, außer der Betrachter oder das Ziel steht %n Stufen über seinem niedrigeren Hexfeld.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="66"/>
        <source>%1: cannot cross.</source>
        <translation>%1: nicht überquerbar.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="68"/>
        <source>%1: +%2 to cross.</source>
        <translation>%1: +%2 zum Überqueren.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="71"/>
        <source>Attack (%1): %2</source>
        <translation>Angriff (%1): %2</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="78"/>
        <source>Hexsides</source>
        <translation>Hexkanten</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="88"/>
        <source>Hexside types</source>
        <translation>Hexkantentypen</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="96"/>
        <source>Height the height tool gives</source>
        <translation>Höhe, die das Höhenwerkzeug vergibt</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="97"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="99"/>
        <source>Hexsides tool (W): click a side or drag along sides; right button or Shift erases. Heights tool (T): click or drag over hexes.</source>
        <translation>Hexkanten-Werkzeug (W): auf eine Kante klicken oder entlang von Kanten ziehen; rechte Maustaste oder Shift löscht. Höhen-Werkzeug (T): klicken oder über Hexfelder ziehen.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="125"/>
        <source>The ruleset defines no hexside types</source>
        <translation>Das Regelwerk definiert keine Hexkantentypen</translation>
    </message>
</context>
<context>
    <name>hexwright::HexsideTool</name>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="34"/>
        <source>&amp;Hexsides</source>
        <translation>&amp;Hexkanten</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="39"/>
        <source>Click a hex side or drag along sides to paint the hexside type chosen in the Hexsides dock; the right button or Shift erases</source>
        <translation>Auf eine Hexkante klicken oder entlang von Kanten ziehen, um den im Hexkanten-Dock gewählten Hexkantentyp zu malen; die rechte Maustaste oder Shift löscht</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="49"/>
        <source>Hexsides (W)</source>
        <translation>Hexkanten (W)</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="50"/>
        <source>The ruleset defines no hexside types (ridges, walls, rivers)</source>
        <translation>Das Regelwerk definiert keine Hexkantentypen (Grate, Mauern, Flüsse)</translation>
    </message>
</context>
<context>
    <name>hexwright::HiddenPage</name>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="100"/>
        <source>Hidden units</source>
        <translation>Verdeckte Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="105"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="107"/>
        <source>Hide units in a zone, found by a die roll (scenario 6&apos;s partisans)</source>
        <translation>Einheiten in einer Zone verstecken, die durch einen Würfelwurf gefunden werden (die Partisanen in Szenario 6)</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="109"/>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="125"/>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="128"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="131"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="134"/>
        <source>Searched hex by hex: the zone is tinted on the map</source>
        <translation>Feld für Feld durchsucht: die Zone ist auf der Karte eingefärbt</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="135"/>
        <source>&amp;Zone:</source>
        <translation>&amp;Zone:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="138"/>
        <source>Units found by each roll</source>
        <translation>Bei jedem Wurf gefundene Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Units found</source>
        <translation>Gefundene Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 1</source>
        <translation>Wurf 1</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 2</source>
        <translation>Wurf 2</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 3</source>
        <translation>Wurf 3</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 4</source>
        <translation>Wurf 4</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 5</source>
        <translation>Wurf 5</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 6</source>
        <translation>Wurf 6</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="143"/>
        <source>1d6 is rolled when an enemy unit first enters a hex of the zone: this many units are found there</source>
        <translation>Mit 1W6 wird gewürfelt, wenn eine gegnerische Einheit zum ersten Mal ein Hexfeld der Zone betritt: so viele Einheiten werden dort gefunden</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="149"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="161"/>
        <source>Found:</source>
        <translation>Gefunden:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="164"/>
        <source>Optional, e.g. found when a Red unit enters a forest hex</source>
        <translation>Optional, z. B. gefunden, wenn eine rote Einheit ein Waldfeld betritt</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="165"/>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="264"/>
        <source>Add Hidden Units</source>
        <translation>Verdeckte Einheiten hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="285"/>
        <source>Remove Hidden Units</source>
        <translation>Verdeckte Einheiten entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="316"/>
        <source>%1: %2 %3 in %4</source>
        <translation>%1: %2 %3 in %4</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="335"/>
        <source>No scenario is open.</source>
        <translation>Kein Szenario geöffnet.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="337"/>
        <source>Hidden units need a side and a zone to hide in: add them first.</source>
        <translation>Verdeckte Einheiten brauchen eine Seite und eine Zone zum Verstecken: Legen Sie diese zuerst an.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="340"/>
        <source>No hidden units. Add some to hide units in a zone until an enemy unit finds them by a die roll.</source>
        <translation>Keine verdeckten Einheiten. Fügen Sie welche hinzu, um Einheiten in einer Zone zu verstecken, bis eine gegnerische Einheit sie durch einen Würfelwurf findet.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="427"/>
        <source>Edit Hidden Units</source>
        <translation>Verdeckte Einheiten bearbeiten</translation>
    </message>
</context>
<context>
    <name>hexwright::HighContrast</name>
    <message>
        <location filename="../editor/shell/highcontrast.cpp" line="122"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../editor/shell/highcontrast.cpp" line="127"/>
        <source>White and yellow on black, with thick black hex outlines on the map</source>
        <translation>Weiß und Gelb auf Schwarz, mit dicken schwarzen Hexfeldumrissen auf der Karte</translation>
    </message>
</context>
<context>
    <name>hexwright::HsPlaytest</name>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="29"/>
        <source>&amp;Fire</source>
        <translation>&amp;Feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="32"/>
        <source>Roll the dice for the attack shown in the Orders dock</source>
        <translation>Für den im Befehle-Dock angezeigten Angriff würfeln</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="59"/>
        <source> (ECM answer)</source>
        <translation> (ECM-Antwort)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="61"/>
        <source> (counter-artillery fire)</source>
        <translation> (Konterbatteriefeuer)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="84"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="95"/>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="97"/>
        <source>disrupted</source>
        <translation>desorganisiert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="99"/>
        <source>on skimmers</source>
        <translation>auf Skimmern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="101"/>
        <source>carried by %1</source>
        <translation>getragen von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="103"/>
        <source>carrying %1</source>
        <translation>trägt %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="105"/>
        <source>towing %1</source>
        <translation>schleppt %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="107"/>
        <source>towed by %1</source>
        <translation>geschleppt von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="109"/>
        <source>in a fortress</source>
        <translation>in einer Festung</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="111"/>
        <source>has attacked</source>
        <translation>hat angegriffen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="113"/>
        <source>jammed</source>
        <translation>gestört</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="115"/>
        <source>%1 MF left</source>
        <translation>%1 BP übrig</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="117"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Attack %2 · Defence %3 · Range %4 · Movement %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Angriff %2 · Verteidigung %3 · Reichweite %4 · Bewegung %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="129"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="131"/>
        <source>Answer the announced attack: jam its units with your ECM tanks, or not.</source>
        <translation>Beantworten Sie den angekündigten Angriff: Stören Sie seine Einheiten mit Ihren ECM-Panzern oder nicht.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="133"/>
        <source>Assign counter-artillery fire in the Orders dock, or end the phase to let the strike fall.</source>
        <translation>Weisen Sie im Befehle-Dock Konterbatteriefeuer zu oder beenden Sie die Phase, damit der Beschuss fällt.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="136"/>
        <source>Disrupted units may try to rally: choose them in the Orders dock.</source>
        <translation>Desorganisierte Einheiten dürfen sich zu sammeln versuchen: Wählen Sie sie im Befehle-Dock.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="138"/>
        <source>Select a waiting paratrooper in the Units dock, then click its drop zone.</source>
        <translation>Wählen Sie einen wartenden Fallschirmjäger im Einheiten-Dock und klicken Sie dann auf seine Landezone.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="140"/>
        <source>Fire at the paratroopers that landed from the Orders dock.</source>
        <translation>Feuern Sie im Befehle-Dock auf die gelandeten Fallschirmjäger.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="142"/>
        <source>Select a unit (or a whole stack: All of Mine Here), then click a highlighted hex (its cost shown) to move there; Shift+click moves onto your own units. Reinforcements: select them in the Units dock, then click an entry hex.</source>
        <translation>Wählen Sie eine Einheit (oder einen ganzen Stapel: Alle meine Einheiten hier) und klicken Sie dann auf ein hervorgehobenes Hexfeld (mit angezeigten Kosten), um dorthin zu ziehen; Umschalt+Klick zieht auf Ihre eigenen Einheiten. Verstärkungen: Wählen Sie sie im Einheiten-Dock und klicken Sie dann auf ein Eintrittsfeld.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="146"/>
        <source>Select artillery (Ctrl+click adds more), click the target hex, check the odds, then Fire.</source>
        <translation>Wählen Sie Artillerie (Strg+Klick fügt weitere hinzu), klicken Sie auf das Zielfeld, prüfen Sie das Verhältnis und feuern Sie dann.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="149"/>
        <source>Select attackers (Ctrl+click adds more), click the target hex, check the odds and chances, then Fire.</source>
        <translation>Wählen Sie Angreifer (Strg+Klick fügt weitere hinzu), klicken Sie auf das Zielfeld, prüfen Sie Verhältnis und Chancen und feuern Sie dann.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="152"/>
        <source>Resolve each close assault from the Orders dock.</source>
        <translation>Handeln Sie jeden Nahkampf im Befehle-Dock ab.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="170"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="177"/>
        <source>indirect fire</source>
        <translation>indirektes Feuer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="179"/>
        <source>gas</source>
        <translation>Gas</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="181"/>
        <source>direct fire</source>
        <translation>direktes Feuer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="183"/>
        <source>close assault</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="184"/>
        <source>%1 takes %2 from %3 (roll %4)</source>
        <translation>%1 erleidet %2 durch %3 (Wurf %4)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="188"/>
        <source>%1 is eliminated</source>
        <translation>%1 wird eliminiert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="190"/>
        <source>%1 is withdrawn</source>
        <translation>%1 zieht sich zurück</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="192"/>
        <source>%1 is rubble now (roll %2)</source>
        <translation>%1 liegt jetzt in Trümmern (Wurf %2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="197"/>
        <source>%1 lands in %2 and is lost</source>
        <translation>%1 landet in %2 und geht verloren</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="198"/>
        <source>%1 lands in %2</source>
        <translation>%1 landet in %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="202"/>
        <source>Counter-artillery fire cancels %1; no counter still fires</source>
        <translation>Konterbatteriefeuer hebt %1 auf; kein Spielstein feuert mehr</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="203"/>
        <source>Counter-artillery fire cancels %1; %2 still fire</source>
        <translation>Konterbatteriefeuer hebt %1 auf; %2 feuern noch</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="205"/>
        <source>The observer %1 is jammed; %2 lose their observer</source>
        <translation>Der Beobachter %1 ist gestört; %2 verlieren ihren Beobachter</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="209"/>
        <source>The strike of %1 on %2 is called off</source>
        <translation>Der Beschuss von %1 auf %2 wird abgebrochen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="212"/>
        <source>The attack of %1 on %2 is called off</source>
        <translation>Der Angriff von %1 auf %2 wird abgebrochen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="215"/>
        <source>%1 enters the fortress at %2</source>
        <translation>%1 betritt die Festung bei %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="216"/>
        <source>%1 leaves the fortress at %2</source>
        <translation>%1 verlässt die Festung bei %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="218"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="221"/>
        <source>%1 sits out the close assault in %2</source>
        <translation>%1 setzt beim Nahkampf in %2 aus</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="385"/>
        <source>Select attackers and click a target hex first</source>
        <translation>Wählen Sie zuerst Angreifer und klicken Sie auf ein Zielfeld</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="411"/>
        <source>No enemy unit chosen as a target</source>
        <translation>Keine gegnerische Einheit als Ziel gewählt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="119"/>
        <source>%1 cannot go on to %2</source>
        <translation>%1 kann nicht weiter nach %2 ziehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="126"/>
        <source>%n unit(s) of the stack moved to %1; then: %2</source>
        <translation>
            <numerusform>%n Einheit des Stapels ist nach %1 gezogen; dann: %2</numerusform>
            <numerusform>%n Einheiten des Stapels sind nach %1 gezogen; dann: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="131"/>
        <source>The stack of %n unit(s) moved to %1</source>
        <translation>
            <numerusform>Der Stapel aus %n Einheit ist nach %1 gezogen</numerusform>
            <numerusform>Der Stapel aus %n Einheiten ist nach %1 gezogen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="144"/>
        <source> - disrupted</source>
        <translation> – desorganisiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="159"/>
        <source>All %n of Mine Here</source>
        <translation>
            <numerusform>Meine %n Einheit hier</numerusform>
            <numerusform>Alle %n meiner Einheiten hier</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="54"/>
        <source>Attackers and targets</source>
        <translation>Angreifer und Ziele</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="57"/>
        <source>Untick attackers or targets to leave them out of the attack</source>
        <translation>Haken Sie Angreifer oder Ziele ab, um sie aus dem Angriff herauszunehmen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="93"/>
        <source>Fire &amp;gas</source>
        <translation>&amp;Gas feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="121"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="267"/>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="139"/>
        <source>Select attackers, then click the target hex.</source>
        <translation>Wählen Sie Angreifer und klicken Sie dann auf das Zielfeld.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="151"/>
        <source>Gas: each of the %n counter(s) rolls on the gas table against each unit in %1 (no odds, terrain or defence; CAF may cancel counters)</source>
        <translation>
            <numerusform>Gas: der %n Spielstein würfelt auf der Gastabelle gegen jede Einheit in %1 (kein Verhältnis, kein Gelände, keine Verteidigung; KBF kann Spielsteine aufheben)</numerusform>
            <numerusform>Gas: jeder der %n Spielsteine würfelt auf der Gastabelle gegen jede Einheit in %1 (kein Verhältnis, kein Gelände, keine Verteidigung; KBF kann Spielsteine aufheben)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="175"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="177"/>
        <source>below the table</source>
        <translation>unterhalb der Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="95"/>
        <source>A unit bought with gas chooses gas or a normal attack each time it fires, direct or indirect: each gas counter rolls on the gas table against each unit attacked (§3.12)</source>
        <translation>Eine mit Gas gekaufte Einheit wählt bei jedem Feuern, direkt oder indirekt, zwischen Gas und einem normalen Angriff: Jeder Gas-Spielstein würfelt auf der Gastabelle gegen jede angegriffene Einheit (§3.12)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="115"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="116"/>
        <source>Results: %1</source>
        <translation>Ergebnisse: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="155"/>
        <source>Gas fired direct: each of the %n counter(s) rolls on the gas table against each ticked target in %1 (no odds, terrain or defence)</source>
        <translation>
            <numerusform>Gas im direkten Feuer: der %n Spielstein würfelt auf der Gastabelle gegen jedes angehakte Ziel in %1 (kein Verhältnis, kein Gelände, keine Verteidigung)</numerusform>
            <numerusform>Gas im direkten Feuer: jeder der %n Spielsteine würfelt auf der Gastabelle gegen jedes angehakte Ziel in %1 (kein Verhältnis, kein Gelände, keine Verteidigung)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="170"/>
        <source>Attack %1 against the hex&apos;s indirect-fire defence %2 (the terrain of the hex; the units&apos; own defence does not count): class B %3 (column %4), class A %5 (column %6)</source>
        <translation>Angriff %1 gegen die Verteidigung des Hexfelds gegen indirektes Feuer %2 (das Gelände des Hexfelds; die eigene Verteidigung der Einheiten zählt nicht): Klasse B %3 (Spalte %4), Klasse A %5 (Spalte %6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="180"/>
        <source>Attack %1 against defence %2: the defence of the %n target(s) added (%3) and the terrain of the hex once (%4). Odds %5, CRT column %6</source>
        <translation>
            <numerusform>Angriff %1 gegen Verteidigung %2: die Verteidigung des %n Ziels (%3) und einmal das Gelände des Hexfelds (%4) addiert. Verhältnis %5, Spalte %6 der Kampfergebnistabelle</numerusform>
            <numerusform>Angriff %1 gegen Verteidigung %2: die Verteidigung der %n Ziele (%3) und einmal das Gelände des Hexfelds (%4) addiert. Verhältnis %5, Spalte %6 der Kampfergebnistabelle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="188"/>
        <source>%1, below the table</source>
        <translation>%1, unterhalb der Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="205"/>
        <source>Class B: %1
Class A: %2</source>
        <translation>Klasse B: %1
Klasse A: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="207"/>
        <source>Chances: %1</source>
        <translation>Chancen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="219"/>
        <source>&lt;br&gt;and %n more selected</source>
        <translation>
            <numerusform>&lt;br&gt;und %n weitere ausgewählt</numerusform>
            <numerusform>&lt;br&gt;und %n weitere ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="221"/>
        <source>&lt;i&gt;Click a unit on the map to see its factors and status.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Klicken Sie auf eine Einheit auf der Karte, um ihre Werte und ihren Zustand zu sehen.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="228"/>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="229"/>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="245"/>
        <source>%1 (half)</source>
        <translation>%1 (halb)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="254"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="368"/>
        <source>D %1</source>
        <translation>V %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Close assault</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Odds</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="267"/>
        <source>Resolve Close Assault</source>
        <translation>Nahkampf abwickeln</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="315"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="316"/>
        <source>No close assault to fight</source>
        <translation>Kein Nahkampf auszufechten</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="332"/>
        <source>Close assault in %1</source>
        <translation>Nahkampf in %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="343"/>
        <source>no target</source>
        <translation>kein Ziel</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="344"/>
        <source>%1, below 1-4</source>
        <translation>%1, unter 1-4</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="348"/>
        <source>Attack %1 (%2)</source>
        <translation>Angriff %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="350"/>
        <source>Right-click an attacker to attack alone or join another attack</source>
        <translation>Rechtsklicken Sie auf einen Angreifer, damit er allein angreift oder sich einem anderen Angriff anschließt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="357"/>
        <source> (disrupted)</source>
        <translation> (desorganisiert)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="367"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="376"/>
        <source>Attack %1: tick at least one target</source>
        <translation>Angriff %1: Haken Sie mindestens ein Ziel an</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="381"/>
        <source>Attack %1: %2 against %3 = %4, column %5%6: %7</source>
        <translation>Angriff %1: %2 gegen %3 = %4, Spalte %5%6: %7</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="387"/>
        <source> (shifted +%1)</source>
        <translation> (verschoben +%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="392"/>
        <source>Every unit in %1 must attack; each attack picks one, some or all enemy units. Untick targets; right-click an attacker to attack alone or join another attack.</source>
        <translation>Jede Einheit in %1 muss angreifen; jeder Angriff wählt eine, einige oder alle gegnerischen Einheiten. Haken Sie Ziele ab; rechtsklicken Sie auf einen Angreifer, damit er allein angreift oder sich einem anderen Angriff anschließt.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="437"/>
        <source>Attack &amp;Alone</source>
        <translation>&amp;Allein angreifen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="444"/>
        <source>&amp;Join Attack %1</source>
        <translation>Angriff %1 an&amp;schließen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="448"/>
        <source>&amp;Default Attacks</source>
        <translation>S&amp;tandardangriffe</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="477"/>
        <source>%1: ECM</source>
        <translation>%1: ECM</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="478"/>
        <source>%1: Counter-Artillery Fire</source>
        <translation>%1: Konterbatteriefeuer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="482"/>
        <source>%1 announces an attack on %2 by %3. Jam units of it with your ECM tanks: a jammed unit attacks alone and cannot observe.</source>
        <translation>%1 kündigt einen Angriff auf %2 durch %3 an. Stören Sie Einheiten davon mit Ihren ECM-Panzern: Eine gestörte Einheit greift allein an und kann nicht beobachten.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="486"/>
        <source>%1 shells %2 with %3. Each of your CAF units may cancel one artillery counter.</source>
        <translation>%1 beschießt %2 mit %3. Jede Ihrer KBF-Einheiten kann einen Artillerie-Spielstein aufheben.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="498"/>
        <source>Do not jam</source>
        <translation>Nicht stören</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="498"/>
        <source>Do not fire</source>
        <translation>Nicht feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="501"/>
        <source>Jam %1</source>
        <translation>%1 stören</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="502"/>
        <source>Cancel %1</source>
        <translation>%1 aufheben</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="509"/>
        <source>Jam</source>
        <translation>Stören</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="509"/>
        <source>Fire CAF</source>
        <translation>KBF feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="510"/>
        <source>No Jamming</source>
        <translation>Keine Störung</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="510"/>
        <source>No CAF</source>
        <translation>Kein KBF</translation>
    </message>
</context>
<context>
    <name>hexwright::HwFamilyEngine</name>
    <message>
        <location filename="../validation/families/hammer-wars/play/hwgamesession.cpp" line="418"/>
        <source>the players roll off for who goes first (rule option first_player)</source>
        <translation>die Spieler würfeln aus, wer beginnt (Regeloption first_player)</translation>
    </message>
</context>
<context>
    <name>hexwright::HwLosTool</name>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="79"/>
        <source>Line of &amp;Sight</source>
        <translation>Sich&amp;tlinie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="83"/>
        <source>Drag from a unit or point to another: green where the line is clear, red where a solid piece or a unit blocks it, and the target&apos;s cover</source>
        <translation>Von einer Einheit oder einem Punkt zu einem anderen ziehen: grün, wo die Linie frei ist, rot, wo ein massives Geländestück oder eine Einheit sie blockiert, dazu die Deckung des Ziels</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="150"/>
        <source>Blocked by %1</source>
        <translation>Blockiert durch %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="150"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="158"/>
        <source>Clear; target not in cover</source>
        <translation>Frei; Ziel nicht in Deckung</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="162"/>
        <source>Clear; target partly hidden by %1: %2 to hit</source>
        <translation>Frei; Ziel teilweise verdeckt durch %1: %2 zum Treffen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="163"/>
        <source>Clear; target in cover (%1): %2 to hit</source>
        <translation>Frei; Ziel in Deckung (%1): %2 zum Treffen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="165"/>
        <source>; the firer ignores cover</source>
        <translation>; der Schütze ignoriert Deckung</translation>
    </message>
</context>
<context>
    <name>hexwright::HwPlaytest</name>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="29"/>
        <source>&amp;Fire</source>
        <translation>&amp;Feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="32"/>
        <source>Roll the attack shown in the Orders dock: shooting, or melee in base contact</source>
        <translation>Den im Befehle-Dock angezeigten Angriff würfeln: Schießen oder Nahkampf in Basekontakt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="36"/>
        <source>&amp;Hold</source>
        <translation>&amp;Halten</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="39"/>
        <source>The selected unit takes its action without moving</source>
        <translation>Die ausgewählte Einheit führt ihre Aktion aus, ohne sich zu bewegen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="43"/>
        <source>&amp;Declare Goal</source>
        <translation>Auftrag &amp;erklären</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="46"/>
        <source>Declare your secret goal openly, where the goal allows it (Deception, Duty)</source>
        <translation>Ihren geheimen Auftrag offen erklären, wo der Auftrag es erlaubt (Deception, Duty)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="188"/>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="191"/>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="210"/>
        <source>no unit is selected</source>
        <translation>keine Einheit ausgewählt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="200"/>
        <source>Cannot move %1 there: %2</source>
        <translation>%1 kann nicht dorthin bewegt werden: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="209"/>
        <source>Select one of your units first</source>
        <translation>Wählen Sie zuerst eine Ihrer Einheiten aus</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="221"/>
        <source>Select one of your units and click an enemy first</source>
        <translation>Wählen Sie zuerst eine Ihrer Einheiten aus und klicken Sie auf einen Feind</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="222"/>
        <source>no attack is prepared</source>
        <translation>kein Angriff vorbereitet</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="234"/>
        <source>the unit has no attack line</source>
        <translation>die Einheit hat keine Angriffslinie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="236"/>
        <source>Cannot attack: %1</source>
        <translation>Angriff nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="343"/>
        <source> (%1 pts, %2 xp)</source>
        <translation> (%1 Pkt., %2 EP)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="348"/>
        <source>Buy models in the Orders dock (a click buys one), then drag each from the Set-up tray into the lit area of the table, or select it and click a point there; then End Deployment.</source>
        <translation>Kaufen Sie Modelle im Befehle-Dock (ein Klick kauft eines), ziehen Sie dann jedes aus der Aufstellungsablage in den hervorgehobenen Bereich des Spieltischs, oder wählen Sie es aus und klicken Sie dort auf einen Punkt; dann Aufstellung beenden.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="356"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="360"/>
        <source>Click one of your units: its card, and the areas it may Walk (green) and Run (orange) to.</source>
        <translation>Klicken Sie auf eine Ihrer Einheiten: ihre Karte und die Bereiche, in die sie gehen (grün) und rennen (orange) darf.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="363"/>
        <source>Click a point in the shaded area to move there (Walk or Run by the distance, or tick Run), Hold to stay, or click an enemy to see the odds of an attack.</source>
        <translation>Klicken Sie auf einen Punkt im schattierten Bereich, um sich dorthin zu bewegen (Gehen oder Rennen je nach Entfernung, oder Rennen ankreuzen), Halten, um stehen zu bleiben, oder klicken Sie auf einen Feind, um die Chancen eines Angriffs zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="365"/>
        <source>Click an enemy: the line of sight and the odds of each attack line; then Fire (F). End Phase when every unit has acted.</source>
        <translation>Klicken Sie auf einen Feind: die Sichtlinie und die Chancen jeder Angriffslinie; dann Feuern (F). Phase beenden, wenn jede Einheit gehandelt hat.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="405"/>
        <source>%1 is bought (%2 pts, %3 xp left)</source>
        <translation>%1 ist gekauft (%2 Pkt., %3 EP übrig)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="410"/>
        <source>%1 is placed at %2</source>
        <translation>%1 ist bei %2 platziert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="412"/>
        <source>%1 was not placed and goes back to the pool</source>
        <translation>%1 wurde nicht platziert und geht zurück in den Pool</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="414"/>
        <source>%1 loses %n li(fe/ves)</source>
        <translation>
            <numerusform>%1 verliert %n Leben</numerusform>
            <numerusform>%1 verliert %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="415"/>
        <source>, %n left</source>
        <translation>
            <numerusform>, %n übrig</numerusform>
            <numerusform>, %n übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="417"/>
        <source>%1 is killed and goes back to the pool</source>
        <translation>%1 ist vernichtet und geht zurück in den Pool</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="419"/>
        <source>%1 moves through dangerous terrain (%2)</source>
        <translation>%1 bewegt sich durch gefährliches Gelände (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="421"/>
        <source>%1 goes first; %2</source>
        <translation>%1 beginnt; %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="424"/>
        <source>for going first</source>
        <translation>für das Beginnen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="425"/>
        <source>at the end of the round</source>
        <translation>am Ende der Runde</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="426"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="427"/>
        <source>%1&apos;s morale drops by %2 %3, to %4</source>
        <translation>Die Moral von %1 sinkt um %2 %3, auf %4</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="435"/>
        <source>the enemy&apos;s morale reached 0</source>
        <translation>die Moral des Feindes hat 0 erreicht</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="436"/>
        <source>goal %1</source>
        <translation>Auftrag %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="437"/>
        <source>%1 scores %2 VP (%3), %4 in all</source>
        <translation>%1 erhält %2 SP (%3), insgesamt %4</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="444"/>
        <source>%1&apos;s goal %2 is achieved</source>
        <translation>Der Auftrag %2 von %1 ist erfüllt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="445"/>
        <source>%1&apos;s goal %2 is not achieved</source>
        <translation>Der Auftrag %2 von %1 ist nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="448"/>
        <source>%1 declares the goal %2</source>
        <translation>%1 erklärt den Auftrag %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="449"/>
        <source>%1 declares the goal %2 at objective %3</source>
        <translation>%1 erklärt den Auftrag %2 bei Missionsziel %3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="456"/>
        <source>%1 %2 VP</source>
        <translation>%1 %2 SP</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="458"/>
        <source>The game ends in a draw: %1</source>
        <translation>Das Spiel endet unentschieden: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="459"/>
        <source>The game ends, %1 wins: %2</source>
        <translation>Das Spiel endet, %1 gewinnt: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="460"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="462"/>
        <source>A position set up by hand, round %1: %n model(s) on the table</source>
        <translation>
            <numerusform>Eine von Hand aufgebaute Stellung, Runde %1: %n Modell auf dem Spieltisch</numerusform>
            <numerusform>Eine von Hand aufgebaute Stellung, Runde %1: %n Modelle auf dem Spieltisch</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="486"/>
        <source>buys %1 from the pool</source>
        <translation>kauft %1 aus dem Pool</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="489"/>
        <source>places %1 at %2</source>
        <translation>platziert %1 bei %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="491"/>
        <source>places every bought model left</source>
        <translation>platziert jedes verbliebene gekaufte Modell</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="496"/>
        <source>%1 walks to %2</source>
        <translation>%1 geht nach %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="497"/>
        <source>%1 runs to %2</source>
        <translation>%1 rennt nach %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="498"/>
        <source>%1 holds</source>
        <translation>%1 hält</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="500"/>
        <source>%1 attacks %2 with line %3</source>
        <translation>%1 greift %2 mit Linie %3 an</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="504"/>
        <source>%1 sends an Energy Pulse from %2 to %3</source>
        <translation>%1 sendet einen Energiepuls von %2 nach %3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="508"/>
        <source>%1 hits and runs to %2</source>
        <translation>%1 trifft und rennt nach %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="510"/>
        <source>%1 chains an attack on %2</source>
        <translation>%1 schließt einen Angriff auf %2 an</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="513"/>
        <source>declares the goal openly</source>
        <translation>erklärt den Auftrag offen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="515"/>
        <source>ends the %1 phase</source>
        <translation>beendet die Phase %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="521"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="47"/>
        <source>%1 sees %2: check the odds, then Fire</source>
        <translation>%1 sieht %2: Chancen prüfen, dann Feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="49"/>
        <source>%1 does not see %2</source>
        <translation>%1 sieht %2 nicht</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="92"/>
        <source>%1: no move there (%2)</source>
        <translation>%1: keine Bewegung dorthin (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="94"/>
        <source>Walk %1: click to move</source>
        <translation>Gehen %1: zum Bewegen klicken</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="96"/>
        <source>Run %1: click to move (no shooting after a Run)</source>
        <translation>Rennen %1: zum Bewegen klicken (kein Schießen nach dem Rennen)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="51"/>
        <source>Models to buy</source>
        <translation>Zu kaufende Modelle</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>In pool</source>
        <translation>Im Pool</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="53"/>
        <source>Click a model to buy it from the pool; then place it from the Deployment tray</source>
        <translation>Klicken Sie auf ein Modell, um es aus dem Pool zu kaufen; platzieren Sie es dann aus der Aufstellungsablage</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="68"/>
        <source>&amp;Run</source>
        <translation>&amp;Rennen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="70"/>
        <source>Move with a Run whatever the distance (else a click within the Walk&apos;s reach walks)</source>
        <translation>Unabhängig von der Entfernung mit Rennen bewegen (sonst geht ein Klick innerhalb der Gehen-Reichweite)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="74"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="84"/>
        <source>Attack lines and their odds</source>
        <translation>Angriffslinien und ihre Chancen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Hits on</source>
        <translation>Trifft bei</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Cover / open</source>
        <translation>Deckung / offen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="88"/>
        <source>Each attack line against the target: the chance per die (a natural 6 always hits), as it would be in cover and in the open, and the lives the target is expected to lose. Select a line to roll it.</source>
        <translation>Jede Angriffslinie gegen das Ziel: die Chance pro Würfel (eine natürliche 6 trifft immer), wie sie in Deckung und im Offenen wäre, und die Leben, die das Ziel voraussichtlich verliert. Wählen Sie eine Linie, um sie zu würfeln.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="99"/>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="287"/>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="106"/>
        <source>Declare Goal</source>
        <translation>Auftrag erklären</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="142"/>
        <source>&lt;b&gt;%1&lt;/b&gt; buys: %2 pts and %3 xp left.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kauft: %2 Pkt. und %3 EP übrig.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="172"/>
        <source>%1 pts, %2 xp</source>
        <translation>%1 Pkt., %2 EP</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="173"/>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="180"/>
        <source>Click to buy one</source>
        <translation>Klicken, um eines zu kaufen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="181"/>
        <source>Not affordable now, or none left in the pool</source>
        <translation>Derzeit nicht bezahlbar oder keines mehr im Pool</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="199"/>
        <source>%1: %2+</source>
        <translation>%1: %2+</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="200"/>
        <source>Line %1: %2 dice%3 (%4)%5</source>
        <translation>Linie %1: %2 Würfel%3 (%4)%5</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="203"/>
        <source>, blast</source>
        <translation>, Explosion</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="204"/>
        <source> - used</source>
        <translation> - benutzt</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="207"/>
        <source>has acted (%1)</source>
        <translation>hat gehandelt (%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="207"/>
        <source>may act</source>
        <translation>darf handeln</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="208"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Move %3 · Range %4 · Armour %5 · Lives %6 of %7&lt;br&gt;%8&lt;br&gt;%9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Bewegung %3 · Reichweite %4 · Panzerung %5 · Leben %6 von %7&lt;br&gt;%8&lt;br&gt;%9</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="222"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="227"/>
        <source>Click one of your units on the table. Morale %1 · %2 VP</source>
        <translation>Klicken Sie auf eine Ihrer Einheiten auf dem Spieltisch. Moral %1 · %2 SP</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="245"/>
        <source>Click an enemy to prepare an attack.</source>
        <translation>Klicken Sie auf einen Feind, um einen Angriff vorzubereiten.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="255"/>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="257"/>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="258"/>
        <source>%1+ %2%3</source>
        <translation>%1+ %2%3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="263"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="268"/>
        <source>May attack now</source>
        <translation>Darf jetzt angreifen</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="276"/>
        <source>%1 → %2: %3 apart, %4%5</source>
        <translation>%1 → %2: %3 Abstand, %4%5</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="279"/>
        <source>in sight</source>
        <translation>in Sicht</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="279"/>
        <source>out of sight</source>
        <translation>außer Sicht</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="280"/>
        <source>, in base contact (melee)</source>
        <translation>, in Basekontakt (Nahkampf)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="282"/>
        <source>; the target is in cover</source>
        <translation>; das Ziel ist in Deckung</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="284"/>
        <source>. No line may attack: %1</source>
        <translation>. Keine Linie darf angreifen: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="287"/>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
</context>
<context>
    <name>hexwright::ImageExportDialog</name>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="36"/>
        <source>Export Map as PNG</source>
        <translation>Karte als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="36"/>
        <source>Export Map as SVG</source>
        <translation>Karte als SVG exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="42"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="43"/>
        <source>Hex size across the flats when printed; the book&apos;s map has 16 mm</source>
        <translation>Hexfeldgröße über die Flächen gemessen im Druck; die Karte des Regelbuchs hat 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="47"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="48"/>
        <source>Dots per inch when printed at that hex size</source>
        <translation>Punkte pro Zoll im Druck bei dieser Hexfeldgröße</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="52"/>
        <source>&amp;Hex size:</source>
        <translation>&amp;Hexfeldgröße:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="54"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="57"/>
        <source>Image size:</source>
        <translation>Bildgröße:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="57"/>
        <source>Printed size:</source>
        <translation>Druckgröße:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="58"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="119"/>
        <source>%1 x %2 pixels (%3 megapixels)</source>
        <translation>%1 x %2 Pixel (%3 Megapixel)</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="123"/>
        <source>%1: too large, lower the resolution</source>
        <translation>%1: zu groß, verringern Sie die Auflösung</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="127"/>
        <source>%1 x %2 mm</source>
        <translation>%1 x %2 mm</translation>
    </message>
</context>
<context>
    <name>hexwright::LassoSelectTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="96"/>
        <source>L&amp;asso Select</source>
        <translation>L&amp;asso-Auswahl</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="100"/>
        <source>Draw round the hexes to select; Shift adds, Ctrl takes away</source>
        <translation>Umfahren Sie die auszuwählenden Hexfelder; Umschalt fügt hinzu, Strg nimmt weg</translation>
    </message>
</context>
<context>
    <name>hexwright::LayoutDialog</name>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="39"/>
        <source>Lay Out Panels</source>
        <translation>Kartenteile anordnen</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="42"/>
        <source>Type the panels row by row, north first, as the scenario prints its layout: &lt;b&gt;A B / 4 3 / F E&lt;/b&gt;, or one row per line. In the line form, two spaces before a row shift it east by one panel, as the book indents its grids. &lt;b&gt;.&lt;/b&gt; leaves a slot empty, &lt;b&gt;3r&lt;/b&gt; turns panel 3 round. Panels: %1. %2 lays them out.</source>
        <translation>Geben Sie die Kartenteile Reihe für Reihe ein, Norden zuerst, wie das Szenario seine Anordnung druckt: &lt;b&gt;A B / 4 3 / F E&lt;/b&gt;, oder eine Reihe pro Zeile. In der Zeilenform verschieben zwei Leerzeichen vor einer Reihe diese um einen Kartenteil nach Osten, so wie das Regelbuch seine Raster einrückt. &lt;b&gt;.&lt;/b&gt; lässt einen Platz frei, &lt;b&gt;3r&lt;/b&gt; dreht Kartenteil 3 um. Kartenteile: %1. %2 ordnet sie an.</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="56"/>
        <source>A B / 4 3 / F E</source>
        <translation>A B / 4 3 / F E</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="85"/>
        <source>Lay Out</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="151"/>
        <source>1 panel</source>
        <translation>1 Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="151"/>
        <source>%1 panels</source>
        <translation>%1 Kartenteile</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="152"/>
        <source>%1, %2 x %3 hexes, %4 playable</source>
        <translation>%1, %2 x %3 Hexfelder, %4 spielbar</translation>
    </message>
</context>
<context>
    <name>hexwright::LineTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="153"/>
        <source>&amp;Line</source>
        <translation>&amp;Linie</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="157"/>
        <source>Drag from hex to hex to paint a straight line with the brush; the right button erases paint along it</source>
        <translation>Ziehen Sie von Hexfeld zu Hexfeld, um mit dem Pinsel eine gerade Linie zu malen; die rechte Taste löscht die Übermalung entlang der Linie</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="209"/>
        <source>Erase paint along a line</source>
        <translation>Übermalung entlang einer Linie löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="210"/>
        <source>Paint a line of %1</source>
        <translation>Linie aus %1 malen</translation>
    </message>
</context>
<context>
    <name>hexwright::LosTool</name>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="17"/>
        <source>Line of &amp;Sight</source>
        <translation>Sich&amp;tlinie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="21"/>
        <source>Click a firer&apos;s hex, then a target&apos;s: every hex the line crosses with its LOS value, and the verdict</source>
        <translation>Klicken Sie auf das Feld des Schützen, dann auf das des Ziels: jedes Hexfeld, das die Linie kreuzt, mit seinem Sichtlinienwert, und das Urteil</translation>
    </message>
</context>
<context>
    <name>hexwright::MainWindow</name>
    <message>
        <location filename="../editor/mainwindow.cpp" line="135"/>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="176"/>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="178"/>
        <source>Start a blank scenario for a ruleset</source>
        <translation>Ein leeres Szenario für ein Regelwerk beginnen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="181"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="184"/>
        <source>Open a scenario file</source>
        <translation>Eine Szenariodatei öffnen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="187"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="193"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="198"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="201"/>
        <source>Close the scenario</source>
        <translation>Das Szenario schließen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="204"/>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="210"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="214"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="219"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="226"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="231"/>
        <source>&amp;Fit Map</source>
        <translation>Karte &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="233"/>
        <source>Zoom so that the whole map fits the window</source>
        <translation>So zoomen, dass die ganze Karte ins Fenster passt</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="237"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="239"/>
        <source>Show the map at its printed size (100 %)</source>
        <translation>Die Karte in ihrer Druckgröße zeigen (100 %)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="243"/>
        <source>&amp;About Hexwright</source>
        <translation>Ü&amp;ber Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="261"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="266"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="277"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="283"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="293"/>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="295"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Szenario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="297"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="300"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="307"/>
        <source>Main Tool Bar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="322"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="336"/>
        <source>Edit history</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="418"/>
        <source>Recovered the unsaved changes of %1: check them and save</source>
        <translation>Die ungespeicherten Änderungen von %1 wurden wiederhergestellt: prüfen und speichern Sie sie</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="447"/>
        <source>New scenario: draw terrain pieces with the Tools, or drag them from the Piece Library dock</source>
        <translation>Neues Szenario: Zeichnen Sie Geländestücke mit den Werkzeugen oder ziehen Sie sie aus dem Geländestück-Bibliothek-Dock</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="534"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="536"/>
        <source>Could not save %1:
%2

The file on disk was not changed and your changes are still open. Free some space, or save them somewhere else with Save As.</source>
        <translation>%1 konnte nicht gespeichert werden:
%2

Die Datei auf der Festplatte wurde nicht verändert und Ihre Änderungen sind noch offen. Schaffen Sie Platz oder speichern Sie sie mit „Speichern unter“ woanders.</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="757"/>
        <source> (+%1 more)</source>
        <translation> (+%1 weitere)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="333"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="337"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="353"/>
        <source>%1 is already open</source>
        <translation>%1 ist bereits geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="373"/>
        <source>Could not read %1: see Problems</source>
        <translation>%1 konnte nicht gelesen werden: siehe Probleme</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="374"/>
        <source>Could not open %1: %n error(s), see Problems</source>
        <translation>
            <numerusform>%1 konnte nicht geöffnet werden: %n Fehler, siehe Probleme</numerusform>
            <numerusform>%1 konnte nicht geöffnet werden: %n Fehler, siehe Probleme</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="661"/>
        <source>%1[*] - Hexwright</source>
        <translation>%1[*] - Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="662"/>
        <source>%1 (%2[*]) - Hexwright</source>
        <translation>%1 (%2[*]) - Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="699"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="706"/>
        <source>&amp;Clear Menu</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="746"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="383"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="112"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="117"/>
        <source>Language, table units, paper, hex size and autosave</source>
        <translation>Sprache, Längeneinheit des Spieltischs, Papier, Hexfeldgröße und automatisches Sichern</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="440"/>
        <source>Cannot start a scenario for ruleset %1</source>
        <translation>Für das Regelwerk %1 kann kein Szenario begonnen werden</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="449"/>
        <source>New scenario: drag panels from the Panels dock onto the map, or type a layout with Map &gt; Lay Out Panels...</source>
        <translation>Neues Szenario: Ziehen Sie Kartenteile aus dem Kartenteile-Dock auf die Karte oder geben Sie eine Anordnung mit Karte &gt; Kartenteile anordnen... ein</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="479"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="480"/>
        <source>Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>Hexwright-Szenarien (*.scenario.yaml);;YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="516"/>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="517"/>
        <source>Hexwright scenarios (*.scenario.yaml)</source>
        <translation>Hexwright-Szenarien (*.scenario.yaml)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="535"/>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="545"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="564"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="565"/>
        <source>%1 has changes that are not saved.
Save them before closing it?</source>
        <translation>%1 hat ungespeicherte Änderungen.
Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="597"/>
        <source>About Hexwright</source>
        <translation>Über Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="598"/>
        <source>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;A scenario editor and map designer for hex wargames.&lt;/p&gt;&lt;p&gt;First ruleset: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;Ein Szenario-Editor und Kartengestalter für Hex-Wargames.&lt;/p&gt;&lt;p&gt;Erstes Regelwerk: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="654"/>
        <source>Hexwright</source>
        <translation>Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="720"/>
        <location filename="../editor/mainwindow.cpp" line="733"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="735"/>
        <source>%1 %2 (panel %3)</source>
        <translation>%1 %2 (Kartenteil %3)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="737"/>
        <source>%1 %2 (panel %3, half hex: not playable)</source>
        <translation>%1 %2 (Kartenteil %3, Halbfeld: nicht spielbar)</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="74"/>
        <source>Open &amp;Sample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="77"/>
        <source>Open a scenario of the book that comes with Hexwright</source>
        <translation>Ein Szenario aus dem Regelbuch öffnen, das Hexwright beiliegt</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="84"/>
        <source>Open a copy of the sample scenario &quot;%1&quot;; saving asks where to</source>
        <translation>Eine Kopie des Beispielszenarios „%1“ öffnen; beim Speichern wird nach dem Ort gefragt</translation>
    </message>
</context>
<context>
    <name>hexwright::MakPlaytest</name>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="51"/>
        <source>&lt;b&gt;The charts are provisional.&lt;/b&gt; The book&apos;s charts are lost: this game plays on our values (terrain, range, armour endurance, victory points...) until you type the printed ones in Scenario &amp;gt; Ruleset Charts...</source>
        <translation>&lt;b&gt;Die Tabellen sind vorläufig.&lt;/b&gt; Die Tabellen des Regelbuchs sind verloren: Dieses Spiel läuft mit unseren Werten (Gelände, Reichweite, Panzerungsausdauer, Siegpunkte...), bis Sie die gedruckten unter Szenario &amp;gt; Regelwerks-Tabellen... eingeben</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="65"/>
        <source>Played: moves and offensive attacks, defensive fire, indirect fire, close quarters, overrun, air commitment with dog-fight and breakthrough, ground missions, off-board artillery, smoke, fire, mines, transport, reinforcements, morale and O.G.P.&lt;br&gt;Not played yet: artillery requests by two units, mine detection, arson, depots exploding, firing from a vehicle, the infantry charge, the booster, landing, concealment and pilot escape.</source>
        <translation>Gespielt: Bewegung und Offensivangriffe, Defensivfeuer, indirektes Feuer, Nahkampf, Überrennen, Lufteinsatz mit Luftkampf und Durchbruch, Bodenmissionen, Artillerie außerhalb des Spielfelds, Rauch, Feuer, Minen, Transport, Verstärkungen, Moral und O.G.P.&lt;br&gt;Noch nicht gespielt: Artillerieanforderungen durch zwei Einheiten, Minensuche, Brandstiftung, explodierende Depots, Feuern aus einem Fahrzeug, der Infanterieangriff, der Booster, Landung, Tarnung und Notausstieg des Piloten.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="91"/>
        <source>used</source>
        <translation>verbraucht</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="93"/>
        <source>not committed</source>
        <translation>nicht eingesetzt</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="95"/>
        <source>air combat</source>
        <translation>Luftkampf</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="97"/>
        <source>ground mission</source>
        <translation>Bodenmission</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="98"/>
        <source>Aircraft %1 (%2): %3</source>
        <translation>Flugzeug %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="103"/>
        <source>Artillery type %1 (%2): %3 of %4 rounds left</source>
        <translation>Artillerietyp %1 (%2): %3 von %4 Schuss übrig</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="108"/>
        <source>Strike requested on %1 by %2</source>
        <translation>Angriff auf %1 angefordert von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/mak/makplaytest.cpp" line="110"/>
        <source>%n smoke marker(s), </source>
        <translation>
            <numerusform>%n Rauchmarker, </numerusform>
            <numerusform>%n Rauchmarker, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/mak/makplaytest.cpp" line="111"/>
        <source>%n fire(s)</source>
        <translation>
            <numerusform>%n Brand</numerusform>
            <numerusform>%n Brände</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="120"/>
        <source> (defensive fire)</source>
        <translation> (Abwehrfeuer)</translation>
    </message>
</context>
<context>
    <name>hexwright::MakScenarioCard</name>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="118"/>
        <source>Scenario Card</source>
        <translation>Szenariokarte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="120"/>
        <source>What the scenario card gives beyond sides, set-up zones, reinforcements and victory: pilots, equipment, artillery, mines, night and the O.G.P. thresholds.</source>
        <translation>Was die Szenariokarte über Seiten, Aufstellungszonen, Verstärkungen und Sieg hinaus angibt: Piloten, Ausrüstung, Artillerie, Minen, Nacht und die O.G.P.-Schwellen.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="127"/>
        <source>Scenario card sections</source>
        <translation>Abschnitte der Szenariokarte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="128"/>
        <source>&amp;Units</source>
        <translation>&amp;Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="129"/>
        <source>&amp;Artillery</source>
        <translation>&amp;Artillerie</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="130"/>
        <source>&amp;Mines and Night</source>
        <translation>&amp;Minen und Nacht</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="131"/>
        <source>&amp;Entries</source>
        <translation>E&amp;intritte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="132"/>
        <source>&amp;Victory</source>
        <translation>&amp;Sieg</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="32"/>
        <source>Force entry</source>
        <translation>Truppeneintrag</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="33"/>
        <source>&amp;Force entry:</source>
        <translation>&amp;Truppeneintrag:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="51"/>
        <source>&amp;Commander (Ld 1):</source>
        <translation>&amp;Kommandant (Ld 1):</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="51"/>
        <source>Commander&apos;s pilot</source>
        <translation>Pilot des Kommandanten</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="52"/>
        <source>&amp;Second commander (Ld 2):</source>
        <translation>&amp;Zweiter Kommandant (Ld 2):</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="53"/>
        <source>Second commander&apos;s pilot</source>
        <translation>Pilot des zweiten Kommandanten</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="54"/>
        <source>C&amp;ontroller (PC):</source>
        <translation>Steuer&amp;pilot (PC):</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="55"/>
        <source>Pilot controlling the unmanned unit</source>
        <translation>Pilot, der die unbemannte Einheit steuert</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="58"/>
        <source>Other pilots in the entry&apos;s units</source>
        <translation>Weitere Piloten in den Einheiten des Eintrags</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="60"/>
        <source>Other &amp;pilots:</source>
        <translation>&amp;Weitere Piloten:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="71"/>
        <source>Equipment of each aircraft</source>
        <translation>Ausrüstung jedes Luftfahrzeugs</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="25"/>
        <source>Off-board artillery by the card&apos;s artillery code: Type II, 80 hexes west of board 6, 5 rounds in all, 2 a turn.</source>
        <translation>Artillerie außerhalb der Karte nach dem Artilleriecode der Karte: Typ II, 80 Hexfelder westlich von Spielplan 6, insgesamt 5 Schuss, 2 je Runde.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="28"/>
        <source>Off-board artillery</source>
        <translation>Artillerie außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Hexes off</source>
        <translation>Hexfelder entfernt</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Rounds</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Per turn</source>
        <translation>Je Runde</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="31"/>
        <source>Add Artillery</source>
        <translation>Artillerie hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="33"/>
        <source>Remove Artillery</source>
        <translation>Artillerie entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="32"/>
        <source>Mine points each side lays [19.1]</source>
        <translation>Minenpunkte, die jede Seite legt [19.1]</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="38"/>
        <source>Minefields laid at set-up</source>
        <translation>Bei der Aufstellung gelegte Minenfelder</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Hex</source>
        <translation>Hexfeld</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="36"/>
        <source>Minefields laid at set-up (secret from the other side):</source>
        <translation>Bei der Aufstellung gelegte Minenfelder (geheim vor der anderen Seite):</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="40"/>
        <source>Add Minefield</source>
        <translation>Minenfeld hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="42"/>
        <source>Remove Minefield</source>
        <translation>Minenfeld entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="66"/>
        <source>&amp;Night: manned units take the darkness modifier [19.3]</source>
        <translation>&amp;Nacht: bemannte Einheiten erhalten den Dunkelheitsmodifikator [19.3]</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="68"/>
        <source>Night scenario</source>
        <translation>Nachtszenario</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="32"/>
        <source>Where each reinforcement enters along its edge, as the entry code says: &quot;hex 1801 and all hexes east of it&quot;. Turn, side, board and edge are set in the Schedule.</source>
        <translation>Wo jede Verstärkung entlang ihres Rands eintritt, wie der Eintrittscode sagt: „Hexfeld 1801 und alle Hexfelder östlich davon“. Runde, Seite, Spielplan und Rand werden im Zeitplan festgelegt.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="39"/>
        <source>Reinforcement entries</source>
        <translation>Verstärkungseintritte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>From hex</source>
        <translation>Ab Hexfeld</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Toward</source>
        <translation>In Richtung</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="30"/>
        <source>O.G.P. = VP of enemy units destroyed, immobilized or disarmed, plus the scenario&apos;s extras, minus the VP of own artillery used. From each threshold on, the result:</source>
        <translation>O.G.P. = SP zerstörter, bewegungsunfähiger oder entwaffneter feindlicher Einheiten, plus die Extras des Szenarios, minus die SP der eingesetzten eigenen Artillerie. Ab jeder Schwelle gilt das Ergebnis:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="34"/>
        <source>O.G.P. thresholds</source>
        <translation>O.G.P.-Schwellen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="35"/>
        <source>From O.G.P.</source>
        <translation>Ab O.G.P.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="35"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="36"/>
        <source>Add Threshold</source>
        <translation>Schwelle hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="38"/>
        <source>Remove Threshold</source>
        <translation>Schwelle entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="180"/>
        <source>%1: %2 × %3 (%4)</source>
        <translation>%1: %2 × %3 (%4)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="103"/>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="104"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="110"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="114"/>
        <source>%1 (not a pilot of this colour)</source>
        <translation>%1 (kein Pilot dieser Farbe)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="135"/>
        <source>%1 carried</source>
        <translation>%1 transportiert</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="160"/>
        <source>The scenario has no force entries yet.</source>
        <translation>Das Szenario hat noch keine Truppeneinträge.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="162"/>
        <source>Only aircraft carry equipment.</source>
        <translation>Nur Luftfahrzeuge tragen Ausrüstung.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="83"/>
        <source>artillery %1</source>
        <translation>Artillerie %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="88"/>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="124"/>
        <source>Side of %1</source>
        <translation>Seite von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="93"/>
        <source>Type of %1</source>
        <translation>Typ von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="98"/>
        <source>Board of %1</source>
        <translation>Spielplan von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="104"/>
        <source>Direction of %1 from its board</source>
        <translation>Richtung von %1 aus seinem Spielplan</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="109"/>
        <source>Hexes of %1 off the board</source>
        <translation>Hexfelder von %1 außerhalb des Spielplans</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="113"/>
        <source>Rounds of %1 in all</source>
        <translation>Schuss von %1 insgesamt</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="117"/>
        <source>Rounds of %1 a turn</source>
        <translation>Schuss von %1 je Runde</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="90"/>
        <source>Mine points of %1</source>
        <translation>Minenpunkte von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="117"/>
        <source>minefield %1</source>
        <translation>Minenfeld %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="130"/>
        <source>Hex of %1</source>
        <translation>Hexfeld von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="134"/>
        <source>Write a hex label such as 0405</source>
        <translation>Geben Sie eine Hexfeldbezeichnung wie 0405 ein</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="140"/>
        <source>Power of %1</source>
        <translation>Stärke von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="64"/>
        <source>Turn %1, %2 (%3)</source>
        <translation>Runde %1, %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="69"/>
        <source>(not by an edge)</source>
        <translation>(nicht an einem Rand)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="75"/>
        <source>anywhere</source>
        <translation>überall</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="76"/>
        <source>Entry hex of %1</source>
        <translation>Eintrittsfeld von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="78"/>
        <source>(this hex only)</source>
        <translation>(nur dieses Hexfeld)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="80"/>
        <source>and %1 of it</source>
        <translation>und %1 davon</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="86"/>
        <source>Entry direction of %1</source>
        <translation>Eintrittsrichtung von %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="94"/>
        <source>Write a hex label such as 1801, or nothing</source>
        <translation>Geben Sie eine Hexfeldbezeichnung wie 1801 ein oder nichts</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="92"/>
        <source>O.G.P. from which threshold %1 holds</source>
        <translation>O.G.P., ab denen Schwelle %1 gilt</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="97"/>
        <source>Result of threshold %1</source>
        <translation>Ergebnis von Schwelle %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="112"/>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="121"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="119"/>
        <source>Placed as markers (Victory dock): defensive positions: %1; depots: %2; objectives: %3.</source>
        <translation>Als Marker platziert (Sieg-Dock): Verteidigungsstellungen: %1; Depots: %2; Missionsziele: %3.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="175"/>
        <source>Assign Pilot</source>
        <translation>Pilot zuweisen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="188"/>
        <source>Assign Pilots</source>
        <translation>Piloten zuweisen</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="198"/>
        <source>Change Equipment</source>
        <translation>Ausrüstung ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="133"/>
        <source>Change Artillery</source>
        <translation>Artillerie ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="158"/>
        <source>Change Mine Points</source>
        <translation>Minenpunkte ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="164"/>
        <source>Change Minefields</source>
        <translation>Minenfelder ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="170"/>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="170"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="154"/>
        <source>Change O.G.P. Thresholds</source>
        <translation>O.G.P.-Schwellen ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="122"/>
        <source>Change Entry Hex</source>
        <translation>Eintrittsfeld ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="230"/>
        <source>Scenario &amp;Card...</source>
        <translation>Szenario&amp;karte...</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="233"/>
        <source>Pilots, equipment, artillery, mines, night, entry hexes and the O.G.P. thresholds of the scenario card</source>
        <translation>Piloten, Ausrüstung, Artillerie, Minen, Nacht, Eintrittsfelder und die O.G.P.-Schwellen der Szenariokarte</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="235"/>
        <source>Open the scenario card</source>
        <translation>Die Szenariokarte öffnen</translation>
    </message>
</context>
<context>
    <name>hexwright::MapView</name>
    <message>
        <location filename="../editor/mapview.cpp" line="103"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../editor/mapview.cpp" line="553"/>
        <source>No scenario open.
Create one with File &gt; New (%1) or open one with File &gt; Open... (%2).</source>
        <translation>Kein Szenario geöffnet.
Legen Sie eines mit Datei &gt; Neu (%1) an oder öffnen Sie eines mit Datei &gt; Öffnen... (%2).</translation>
    </message>
    <message>
        <location filename="../editor/mapview.cpp" line="597"/>
        <location filename="../editor/mapview.cpp" line="613"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>hexwright::MarkerTool</name>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="33"/>
        <source>Mar&amp;kers</source>
        <translation>Mar&amp;ker</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="38"/>
        <source>Place fortresses, rubble and objects: click to place, right-click or Delete to remove</source>
        <translation>Festungen, Trümmer und Objekte platzieren: Klicken zum Platzieren, Rechtsklick oder Entf zum Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="112"/>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="126"/>
        <source>Remove Marker</source>
        <translation>Marker entfernen</translation>
    </message>
</context>
<context>
    <name>hexwright::MarkersPage</name>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="62"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="65"/>
        <source>Optional, e.g. Spice container</source>
        <translation>Optional, z. B. Gewürzbehälter</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="66"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="69"/>
        <source>The colour the marker belongs to (a fortress: the colour that bought it)</source>
        <translation>Die Farbe, der der Marker gehört (bei einer Festung: die Farbe, die sie gekauft hat)</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="71"/>
        <source>&amp;Owner:</source>
        <translation>&amp;Besitzer:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="74"/>
        <source>Click the map to place a marker; click one of the same kind to select it; right-click or Delete removes the marker under the cursor.</source>
        <translation>Klicken Sie auf die Karte, um einen Marker zu platzieren; klicken Sie auf einen der gleichen Art, um ihn auszuwählen; Rechtsklick oder Entf entfernt den Marker unter dem Mauszeiger.</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="84"/>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Hex</source>
        <translation>Hexfeld</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="87"/>
        <source>Double-click a marker to show it on the map</source>
        <translation>Doppelklicken Sie auf einen Marker, um ihn auf der Karte zu zeigen</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="94"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="96"/>
        <source>Remove the selected marker (Delete)</source>
        <translation>Den ausgewählten Marker entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="189"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="233"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="318"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>hexwright::MeasureTool</name>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="112"/>
        <source>%1, base to base</source>
        <translation>%1, Base zu Base</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="114"/>
        <source>%1, from the base</source>
        <translation>%1, ab der Base</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="186"/>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="191"/>
        <source>Drag to measure, edge to edge from a unit&apos;s base (Shift: 45 degree steps); click a unit for its range rings</source>
        <translation>Ziehen zum Messen, Kante zu Kante ab der Base einer Einheit (Umschalt: 45-Grad-Schritte); klicken Sie auf eine Einheit für ihre Reichweitenringe</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="205"/>
        <source>Range rings</source>
        <translation>Reichweitenringe</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="206"/>
        <source>The unit type whose range rings the measuring tool shows; they follow the pointer until a click pins them</source>
        <translation>Der Einheitentyp, dessen Reichweitenringe das Messwerkzeug zeigt; sie folgen dem Zeiger, bis ein Klick sie festheftet</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="224"/>
        <source>No range rings</source>
        <translation>Keine Reichweitenringe</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="229"/>
        <source>Rings: %1</source>
        <translation>Ringe: %1</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="337"/>
        <source>%1 has no ranges to show</source>
        <translation>%1 hat keine Reichweiten zum Anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="338"/>
        <source>Range rings of %1</source>
        <translation>Reichweitenringe von %1</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="357"/>
        <source>Measured: %1</source>
        <translation>Gemessen: %1</translation>
    </message>
</context>
<context>
    <name>hexwright::MinimapWidget</name>
    <message>
        <location filename="../editor/minimapdock.cpp" line="14"/>
        <source>Minimap</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="30"/>
        <source>Click or drag to move the map view</source>
        <translation>Klicken oder ziehen, um den Kartenausschnitt zu verschieben</translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="79"/>
        <source>No map</source>
        <translation>Keine Karte</translation>
    </message>
</context>
<context>
    <name>hexwright::MoraleEditor</name>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="84"/>
        <source>Morale blocks</source>
        <translation>Moralblöcke</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="87"/>
        <source>The side&apos;s morale blocks, as the book words them</source>
        <translation>Die Moralblöcke der Seite, wie das Regelbuch sie formuliert</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="91"/>
        <source>One Block per &amp;Colour</source>
        <translation>Ein Block pro &amp;Farbe</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="93"/>
        <source>Give each colour of the side a block of its own</source>
        <translation>Jeder Farbe der Seite einen eigenen Block geben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="94"/>
        <source>Re&amp;move Block</source>
        <translation>B&amp;lock entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="96"/>
        <source>Remove the block; its colours join the first other block</source>
        <translation>Den Block entfernen; seine Farben kommen zum ersten anderen Block</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="109"/>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="113"/>
        <source>A disrupted unit rallies on 2d6 of at least this</source>
        <translation>Eine desorganisierte Einheit sammelt sich bei mindestens diesem Wert auf 2W6</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="114"/>
        <source>&amp;Morale:</source>
        <translation>&amp;Moral:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="115"/>
        <source>Given &amp;free (no rally cost in the points)</source>
        <translation>&amp;Kostenlos gegeben (keine Sammelkosten in den Punkten)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="117"/>
        <source>The scenario gives this morale at no cost, as scenario 14 does: the cost chart&apos;s rally cost is not added to the units</source>
        <translation>Das Szenario gibt diese Moral kostenlos, wie Szenario 14: Die Sammelkosten aus der Kostentabelle werden den Einheiten nicht zugerechnet</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="123"/>
        <source>When this many units are eliminated, morale becomes:</source>
        <translation>Wenn so viele Einheiten eliminiert sind, wird die Moral:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="125"/>
        <location filename="../editor/sides/moraleeditor.cpp" line="146"/>
        <source>Eliminated</source>
        <translation>Eliminiert</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="125"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="126"/>
        <source>Morale steps</source>
        <translation>Moralstufen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="129"/>
        <source>Add &amp;Step</source>
        <translation>&amp;Stufe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="131"/>
        <source>Remove S&amp;tep</source>
        <translation>S&amp;tufe entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="138"/>
        <source>Special morale rules</source>
        <translation>Besondere Moralregeln</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="140"/>
        <source>&amp;Desert on a rally roll</source>
        <translation>&amp;Desertion bei Sammelwurf</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="143"/>
        <source>Once the losses of a row are reached, a rally roll of at least its roll makes every unit of these colours desert at once (scenario 9)</source>
        <translation>Sobald die Verluste einer Zeile erreicht sind, lässt ein Sammelwurf von mindestens ihrem Wert alle Einheiten dieser Farben sofort desertieren (Szenario 9)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="147"/>
        <source>Rally roll</source>
        <translation>Sammelwurf</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="148"/>
        <source>Rally thresholds</source>
        <translation>Sammelwurfschwellen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="151"/>
        <source>Add Threshold</source>
        <translation>Schwelle hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="153"/>
        <source>Remove Threshold</source>
        <translation>Schwelle entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="160"/>
        <source>&amp;Withdraw after:</source>
        <translation>&amp;Rückzug nach:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="163"/>
        <source>After this many units are eliminated, the rest of these colours leave play (scenario 12)</source>
        <translation>Nachdem so viele Einheiten eliminiert sind, verlassen die übrigen dieser Farben das Spiel (Szenario 12)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="168"/>
        <source> losses</source>
        <translation> Verluste</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="173"/>
        <source>A &amp;failed rally eliminates</source>
        <translation>Ein m&amp;isslungenes Sammeln eliminiert</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="176"/>
        <source>A unit that fails its rally roll is eliminated (scenario 12)</source>
        <translation>Eine Einheit, deren Sammelwurf misslingt, wird eliminiert (Szenario 12)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="178"/>
        <source>All rallies are des&amp;perate</source>
        <translation>Jedes Sammeln ist ein &amp;Verzweiflungssammeln</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="181"/>
        <source>Every morale roll is a desperation rally: a failure removes the unit (scenario 14)</source>
        <translation>Jeder Moralwurf ist ein Verzweiflungssammeln: Ein Misserfolg entfernt die Einheit (Szenario 14)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="192"/>
        <source>One Morale Block per Colour</source>
        <translation>Ein Moralblock pro Farbe</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="198"/>
        <source>Change Morale</source>
        <translation>Moral ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="204"/>
        <source>Give Morale Free</source>
        <translation>Moral kostenlos geben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="204"/>
        <source>Pay for Morale</source>
        <translation>Für Moral bezahlen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="215"/>
        <source>Add Morale Step</source>
        <translation>Moralstufe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="227"/>
        <source>Remove Morale Step</source>
        <translation>Moralstufe entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="244"/>
        <source>Add Desertion Threshold</source>
        <translation>Desertionsschwelle hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="254"/>
        <source>Remove Desertion Threshold</source>
        <translation>Desertionsschwelle entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="270"/>
        <source>Change Withdrawal Losses</source>
        <translation>Rückzugsverluste ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="368"/>
        <source>A block needs at least one colour</source>
        <translation>Ein Block braucht mindestens eine Farbe</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="369"/>
        <source>Uncheck to give %1 a block of its own</source>
        <translation>Abhaken, um %1 einen eigenen Block zu geben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="370"/>
        <source>Check to move %1 here from the block &quot;%2&quot;</source>
        <translation>Anhaken, um %1 aus dem Block „%2“ hierher zu verschieben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="459"/>
        <source>Move %1 to Another Morale Block</source>
        <translation>%1 in einen anderen Moralblock verschieben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="466"/>
        <source>Give %1 a Morale Block</source>
        <translation>%1 einen Moralblock geben</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="477"/>
        <source>Remove Morale Block</source>
        <translation>Moralblock entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="487"/>
        <source>Change Morale Step</source>
        <translation>Moralstufe ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="500"/>
        <source>Change Desertion Threshold</source>
        <translation>Desertionsschwelle ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="519"/>
        <source>Add Morale Rule</source>
        <translation>Moralregel hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="519"/>
        <source>Remove Morale Rule</source>
        <translation>Moralregel entfernen</translation>
    </message>
</context>
<context>
    <name>hexwright::NewScenarioDialog</name>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="45"/>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="60"/>
        <source>table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="60"/>
        <source>hex map</source>
        <translation>Hexkarte</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="61"/>
        <source>%1 (%2), on a %3</source>
        <translation>%1 (%2), Spielfläche: %3</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="63"/>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="65"/>
        <source>Table width</source>
        <translation>Tischbreite</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="66"/>
        <source>Table depth</source>
        <translation>Tischtiefe</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="69"/>
        <source>Table unit</source>
        <translation>Tisch-Maßeinheit</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="70"/>
        <source>in</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="71"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="75"/>
        <source>x</source>
        <extracomment>between a table&apos;s width and depth: 36 x 24 in</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="79"/>
        <source>&amp;Table:</source>
        <translation>&amp;Spieltisch:</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="82"/>
        <source>&amp;Place the standard objectives and deployment areas</source>
        <translation>Standard-Missionsziele und -Aufstellungsbereiche &amp;platzieren</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="91"/>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="133"/>
        <source>The map is laid out from panels once the scenario is open.</source>
        <translation>Die Karte wird aus Kartenteilen zusammengesetzt, sobald das Szenario geöffnet ist.</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="144"/>
        <source>The rules of %1 play on %2 x %3 %4.</source>
        <extracomment>the family&apos;s table: &quot;The rules of Hammer Wars play on 36 x 24 in.&quot;</extracomment>
        <translation>Nach den Regeln von %1 wird auf %2 x %3 %4 gespielt.</translation>
    </message>
</context>
<context>
    <name>hexwright::ObjectiveTool</name>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="37"/>
        <source>&amp;Objectives</source>
        <translation>&amp;Missionsziele</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="42"/>
        <source>Click the table to place an objective marker; drag a marker to move it, double-click to relabel, Delete removes it</source>
        <translation>Klicken Sie auf den Spieltisch, um einen Missionszielmarker zu platzieren; ziehen Sie einen Marker, um ihn zu verschieben, Doppelklick beschriftet ihn neu, Entf entfernt ihn</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="51"/>
        <source>Objective Label</source>
        <translation>Missionsziel-Beschriftung</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="52"/>
        <source>Label printed on the marker:</source>
        <translation>Auf den Marker gedruckte Beschriftung:</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="104"/>
        <source>Objective &apos;%1&apos;</source>
        <translation>Missionsziel „%1“</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="133"/>
        <source>Add Objective &apos;%1&apos;</source>
        <translation>Missionsziel „%1“ hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="148"/>
        <location filename="../editor/table/objectivetool.cpp" line="252"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="180"/>
        <source>Relabel %1</source>
        <translation>%1 neu beschriften</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="186"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="200"/>
        <source>The rules of %1 place no standard objective markers.</source>
        <translation>Die Regeln von %1 platzieren keine Standard-Missionszielmarker.</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="206"/>
        <location filename="../editor/table/objectivetool.cpp" line="212"/>
        <source>Place Standard Objectives</source>
        <translation>Standard-Missionsziele platzieren</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="207"/>
        <source>Replace the table&apos;s objective markers by the %1 the rules place? A marker near one of them keeps its name and label.</source>
        <translation>Die Missionszielmarker des Spieltischs durch die %1 ersetzen, die die Regeln platzieren? Ein Marker in der Nähe eines davon behält Namen und Beschriftung.</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="302"/>
        <source>&amp;Objectives and Deployment</source>
        <translation>&amp;Missionsziele und Aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="312"/>
        <source>Objectives and Deployment</source>
        <translation>Missionsziele und Aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="324"/>
        <source>Place Standard &amp;Objectives</source>
        <translation>Standard-&amp;Missionsziele platzieren</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="326"/>
        <source>Put the objective markers where the game&apos;s rules place them, replacing the markers</source>
        <translation>Die Missionszielmarker dort setzen, wo die Spielregeln sie platzieren, und die Marker ersetzen</translation>
    </message>
</context>
<context>
    <name>hexwright::PanelEditorWindow</name>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="95"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="105"/>
        <source>Pick a panel above, paint it with the map tools and save the panel library.</source>
        <translation>Wählen Sie oben einen Kartenteil, bemalen Sie ihn mit den Kartenwerkzeugen und speichern Sie die Kartenteil-Bibliothek.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="117"/>
        <source>&amp;Save Panel Library</source>
        <translation>Kartenteil-Bibliothek &amp;speichern</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="119"/>
        <source>Write the library with your panels to your data folder</source>
        <translation>Die Bibliothek mit Ihren Kartenteilen in Ihren Datenordner schreiben</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="123"/>
        <source>&amp;Revert Panel</source>
        <translation>Kartenteil &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="124"/>
        <source>Forget the unsaved edits of the panel on screen</source>
        <translation>Die ungespeicherten Änderungen am angezeigten Kartenteil verwerfen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="128"/>
        <source>Restore &amp;Bundled Panels...</source>
        <translation>Mitgelieferte Kartenteile &amp;wiederherstellen...</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="129"/>
        <source>Delete your saved panel library and use the panels that come with Hexwright again</source>
        <translation>Ihre gespeicherte Kartenteil-Bibliothek löschen und wieder die mit Hexwright gelieferten Kartenteile verwenden</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="134"/>
        <source>&amp;Close Panel Editor</source>
        <translation>Kartenteil-Editor s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="139"/>
        <source>&amp;Previous Panel</source>
        <translation>&amp;Vorheriger Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="145"/>
        <source>&amp;Next Panel</source>
        <translation>&amp;Nächster Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="162"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="163"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="165"/>
        <source>&amp;Fit Panel</source>
        <translation>Kartenteil &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="167"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="174"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="182"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="184"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="187"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="194"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="199"/>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="201"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="203"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="206"/>
        <source>Panel Tool Bar</source>
        <translation>Kartenteil-Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="209"/>
        <source>Panel:</source>
        <translation>Kartenteil:</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="214"/>
        <source>The library panel to edit</source>
        <translation>Der zu bearbeitende Bibliotheks-Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="237"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="278"/>
        <source>edge piece %1</source>
        <translation>Randstück %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="279"/>
        <source>panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="309"/>
        <source>&lt;b&gt;Editing %1 of the %2 panel library.&lt;/b&gt; Changes here alter the panel itself, in every scenario that uses it: Save Panel Library (%3) to keep them.</source>
        <translation>&lt;b&gt;Sie bearbeiten %1 der Kartenteil-Bibliothek %2.&lt;/b&gt; Änderungen hier verändern den Kartenteil selbst, in jedem Szenario, das ihn verwendet: Kartenteil-Bibliothek speichern (%3) behält sie.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="334"/>
        <source>Panel Editor</source>
        <translation>Kartenteil-Editor</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="335"/>
        <source>%1 has edits that are not saved. Keep them in the library, to be saved with Save Panel Library, or discard them?</source>
        <translation>%1 hat ungespeicherte Änderungen. In der Bibliothek behalten, um sie mit „Kartenteil-Bibliothek speichern“ zu speichern, oder verwerfen?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="339"/>
        <source>&amp;Keep Edits</source>
        <translation>Änderungen &amp;behalten</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="348"/>
        <source>Editing %1</source>
        <translation>Bearbeite %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="361"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="362"/>
        <source>Save Panel Library</source>
        <translation>Kartenteil-Bibliothek speichern</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="363"/>
        <source>Could not save the panel library to %1:
%2

The file on disk was not changed and your edits are still open.</source>
        <translation>Die Kartenteil-Bibliothek konnte nicht in %1 gespeichert werden:
%2

Die Datei auf der Festplatte wurde nicht verändert und Ihre Änderungen sind noch offen.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="373"/>
        <source>Saved to %1. New scenarios use it; open scenarios pick it up when reopened.</source>
        <translation>In %1 gespeichert. Neue Szenarien verwenden sie; offene Szenarien übernehmen sie beim erneuten Öffnen.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="386"/>
        <source>Revert Panel</source>
        <translation>Kartenteil zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="387"/>
        <source>Forget the unsaved edits of %1?</source>
        <translation>Die ungespeicherten Änderungen an %1 verwerfen?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="392"/>
        <source>Reverted %1</source>
        <translation>%1 zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="399"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="405"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="414"/>
        <source>Restore Bundled Panels</source>
        <translation>Mitgelieferte Kartenteile wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="400"/>
        <source>You have not saved a panel library of your own: the bundled panels are in use.</source>
        <translation>Sie haben keine eigene Kartenteil-Bibliothek gespeichert: Die mitgelieferten Kartenteile sind in Gebrauch.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="406"/>
        <source>Delete your panel library %1 and all the edits in it, and use the panels that come with Hexwright again?</source>
        <translation>Ihre Kartenteil-Bibliothek %1 mit allen Änderungen darin löschen und wieder die mit Hexwright gelieferten Kartenteile verwenden?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="415"/>
        <source>Could not delete %1.</source>
        <translation>%1 konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="425"/>
        <source>Deleted %1: the bundled panels are in use again. Open scenarios pick them up when reopened.</source>
        <translation>%1 gelöscht: Die mitgelieferten Kartenteile sind wieder in Gebrauch. Offene Szenarien übernehmen sie beim erneuten Öffnen.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="435"/>
        <source>Unsaved Panels</source>
        <translation>Ungespeicherte Kartenteile</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="436"/>
        <source>The %1 panel library has edits that are not saved.
Save them?</source>
        <translation>Die Kartenteil-Bibliothek %1 hat ungespeicherte Änderungen.
Speichern?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="457"/>
        <source>Panel Editor: %1[*] - Hexwright</source>
        <translation>Kartenteil-Editor: %1[*] - Hexwright</translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLayoutEditor</name>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="72"/>
        <location filename="../editor/panels/paneldrop.cpp" line="88"/>
        <source>Panel %1 at %2</source>
        <translation>Kartenteil %1 bei %2</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="102"/>
        <source>This map has no panels yet.

Drag panels here from the Panels dock,
or type a layout such as &quot;A B / 4 3 / F E&quot; with
Map &gt; Lay Out Panels... (%1).</source>
        <translation>Diese Karte hat noch keine Kartenteile.

Ziehen Sie Kartenteile aus dem Kartenteile-Dock hierher
oder geben Sie eine Anordnung wie „A B / 4 3 / F E“ ein mit
Karte &gt; Kartenteile anordnen... (%1).</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="198"/>
        <source>Drop to place panel %1 at %2 (hold Shift to ignore the neighbours)</source>
        <translation>Loslassen, um Kartenteil %1 bei %2 zu platzieren (Umschalt gedrückt halten, um die Nachbarn zu ignorieren)</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="57"/>
        <source>Lay &amp;Out Panels...</source>
        <translation>Kartenteile &amp;anordnen...</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="61"/>
        <source>Type the map&apos;s layout the way the book prints it, e.g. A B / 4 3 / F E</source>
        <translation>Geben Sie die Anordnung der Karte so ein, wie das Regelbuch sie druckt, z. B. A B / 4 3 / F E</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="65"/>
        <source>&amp;Turn Panel 180°</source>
        <translation>Kartenteil um 180° &amp;drehen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="68"/>
        <source>Turn the selected panel round, its north arrow south</source>
        <translation>Den ausgewählten Kartenteil umdrehen, sein Nordpfeil nach Süden</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="72"/>
        <source>D&amp;uplicate Panel</source>
        <translation>Kartenteil d&amp;uplizieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="75"/>
        <source>Place the same panel again beside the selected one</source>
        <translation>Denselben Kartenteil noch einmal neben dem ausgewählten platzieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="80"/>
        <source>&amp;Remove Panel</source>
        <translation>Kartenteil &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="83"/>
        <source>Take the selected panel off the map</source>
        <translation>Den ausgewählten Kartenteil von der Karte nehmen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="148"/>
        <source>the north-west of the map</source>
        <translation>den Nordwesten der Karte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="150"/>
        <source>the west of the map</source>
        <translation>den Westen der Karte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="152"/>
        <source>the north of the map</source>
        <translation>den Norden der Karte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="174"/>
        <source>Place Panel &apos;%1&apos;</source>
        <translation>Kartenteil „%1“ platzieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="200"/>
        <source>Move Panel &apos;%1&apos;</source>
        <translation>Kartenteil „%1“ verschieben</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="217"/>
        <source>Turn Panel &apos;%1&apos;</source>
        <translation>Kartenteil „%1“ drehen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="233"/>
        <source>Remove Panel &apos;%1&apos;</source>
        <translation>Kartenteil „%1“ entfernen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="251"/>
        <source>Duplicate Panel &apos;%1&apos;</source>
        <translation>Kartenteil „%1“ duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="180"/>
        <source>Placed panel %1 at %2.</source>
        <translation>Kartenteil %1 bei %2 platziert.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="203"/>
        <source>Moved panel %1 to %2.</source>
        <translation>Kartenteil %1 nach %2 verschoben.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="220"/>
        <source>Turned panel %1 round: its north arrow points south.</source>
        <translation>Kartenteil %1 umgedreht: sein Nordpfeil zeigt nach Süden.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="221"/>
        <source>Turned panel %1 back: its north arrow points north.</source>
        <translation>Kartenteil %1 zurückgedreht: sein Nordpfeil zeigt nach Norden.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="235"/>
        <source>Removed panel %1.</source>
        <translation>Kartenteil %1 entfernt.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="255"/>
        <source>Placed another panel %1 at %2.</source>
        <translation>Einen weiteren Kartenteil %1 bei %2 platziert.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="320"/>
        <source>Lay out panels</source>
        <translation>Kartenteile anordnen</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="321"/>
        <source>The layout is unchanged.</source>
        <translation>Die Anordnung ist unverändert.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="325"/>
        <source>Laid out 1 panel.</source>
        <translation>1 Kartenteil angeordnet.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="326"/>
        <source>Laid out %1 panels.</source>
        <translation>%1 Kartenteile angeordnet.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="378"/>
        <source>The map grew west or north, and every hex the scenario names moved with it (%1 columns east, %2 rows south).</source>
        <translation>Die Karte ist nach Westen oder Norden gewachsen, und jedes vom Szenario genannte Hexfeld ist mitgewandert (%1 Spalten nach Osten, %2 Reihen nach Süden).</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="391"/>
        <source>Warning: it overlaps panel %1; where panels overlap, the one placed first shows.</source>
        <translation>Warnung: er überlappt Kartenteil %1; wo Kartenteile überlappen, ist der zuerst platzierte zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="393"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="28"/>
        <source>Panels</source>
        <translation>Kartenteile</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="33"/>
        <source>Select, move, turn and remove map panels; drag new ones from the Panels dock</source>
        <translation>Kartenteile auswählen, verschieben, drehen und entfernen; neue aus dem Kartenteile-Dock ziehen</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="78"/>
        <source>Panels: click a panel to select it, drag to move it; drag new panels from the Panels dock</source>
        <translation>Kartenteile: Klicken wählt einen Kartenteil aus, Ziehen verschiebt ihn; neue Kartenteile aus dem Kartenteile-Dock ziehen</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="113"/>
        <source>Panel %1 at %2: drag to move it, R turns it, Delete removes it, %3 duplicates it</source>
        <translation>Kartenteil %1 bei %2: Ziehen verschiebt ihn, R dreht ihn, Entf entfernt ihn, %3 dupliziert ihn</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="150"/>
        <source>Move panel %1 to %2: it would overlap another panel</source>
        <translation>Kartenteil %1 nach %2 verschieben: er würde einen anderen Kartenteil überlappen</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="152"/>
        <source>Move panel %1 to %2 (hold Shift to ignore the neighbours, Escape cancels)</source>
        <translation>Kartenteil %1 nach %2 verschieben (Umschalt gedrückt halten, um die Nachbarn zu ignorieren, Esc bricht ab)</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="181"/>
        <source>Move cancelled</source>
        <translation>Verschieben abgebrochen</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="242"/>
        <source>Panel %1 (turned)</source>
        <translation>Kartenteil %1 (gedreht)</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="243"/>
        <source>Panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="254"/>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLibraryDock</name>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="108"/>
        <location filename="../editor/panels/panellibrarydock.cpp" line="115"/>
        <source>Panels</source>
        <translation>Kartenteile</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="140"/>
        <source>Create a scenario (File &gt; New) or open one to see its map panels.</source>
        <translation>Legen Sie ein Szenario an (Datei &gt; Neu) oder öffnen Sie eines, um seine Kartenteile zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="143"/>
        <source>Drag a panel onto the map. Double-click one to add it east of the others.</source>
        <translation>Ziehen Sie einen Kartenteil auf die Karte. Ein Doppelklick fügt ihn östlich der anderen an.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="206"/>
        <source>Main panel, %1 x %2 hexes</source>
        <translation>Hauptkartenteil, %1 x %2 Hexfelder</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="207"/>
        <source>Edge piece, %1 x %2 hexes</source>
        <translation>Randstück, %1 x %2 Hexfelder</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="216"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="222"/>
        <source>Features: %1</source>
        <translation>Merkmale: %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="222"/>
        <location filename="../editor/panels/panellibrarydock.cpp" line="224"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="224"/>
        <source>Roads: %1</source>
        <translation>Straßen: %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="226"/>
        <source>Not on the map yet: drag it there.</source>
        <translation>Noch nicht auf der Karte: ziehen Sie ihn dorthin.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="227"/>
        <source>On the map once.</source>
        <translation>Einmal auf der Karte.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="228"/>
        <source>On the map %1 times.</source>
        <translation>%1-mal auf der Karte.</translation>
    </message>
</context>
<context>
    <name>hexwright::ParamEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="639"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="658"/>
        <source>Home board</source>
        <translation>Heimat-Spielplan</translation>
    </message>
</context>
<context>
    <name>hexwright::PasteTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="163"/>
        <source>Place Clipboard</source>
        <translation>Zwischenablage platzieren</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="177"/>
        <source>Nothing to paste: select hexes and copy them first</source>
        <translation>Nichts einzufügen: Wählen Sie zuerst Hexfelder aus und kopieren Sie sie</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="181"/>
        <source>The copied hexes belong to another game&apos;s ruleset</source>
        <translation>Die kopierten Hexfelder gehören zum Regelwerk eines anderen Spiels</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="190"/>
        <source>Click to paste (Shift+click to paste again); R and Shift+R turn it, M mirrors it, Esc cancels</source>
        <translation>Klicken zum Einfügen (Umschalt+Klick fügt erneut ein); R und Umschalt+R drehen, M spiegelt, Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="251"/>
        <location filename="../editor/terrain/selecttools.cpp" line="261"/>
        <source>Paste cancelled</source>
        <translation>Einfügen abgebrochen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/selecttools.cpp" line="272"/>
        <source>Pasted %n hex(es)</source>
        <translation>
            <numerusform>%n Hexfeld eingefügt</numerusform>
            <numerusform>%n Hexfelder eingefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="274"/>
        <source>Nothing changed: the map is like that already</source>
        <translation>Nichts geändert: die Karte ist schon so</translation>
    </message>
</context>
<context>
    <name>hexwright::PickHexTool</name>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="18"/>
        <source>Pick Entry Hex</source>
        <translation>Eintrittsfeld wählen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="20"/>
        <source>Click the hex where the reinforcement enters; Escape cancels</source>
        <translation>Klicken Sie auf das Hexfeld, in dem die Verstärkung eintritt; Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="31"/>
        <source>Click the hex where the reinforcement enters (Escape cancels).</source>
        <translation>Klicken Sie auf das Hexfeld, in dem die Verstärkung eintritt (Esc bricht ab).</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="64"/>
        <source>%1 is not a playable hex: click a whole hex of the map (Escape cancels).</source>
        <translation>%1 ist kein spielbares Hexfeld: Klicken Sie auf ein ganzes Hexfeld der Karte (Esc bricht ab).</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceLibrary</name>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="19"/>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="20"/>
        <source>Ruins</source>
        <translation>Ruinen</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="21"/>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="22"/>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="23"/>
        <source>Crater</source>
        <translation>Krater</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="24"/>
        <source>Sandbags</source>
        <translation>Sandsäcke</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="25"/>
        <source>River segment</source>
        <translation>Flussabschnitt</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="26"/>
        <source>Road segment</source>
        <translation>Straßenabschnitt</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="27"/>
        <source>Minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="63"/>
        <source>at offset %1: %2</source>
        <translation>bei Position %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="69"/>
        <source>not a hexwright-piece-library/1 file</source>
        <translation>keine hexwright-piece-library/1-Datei</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="74"/>
        <source>unknown unit</source>
        <translation>unbekannte Maßeinheit</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="85"/>
        <source>piece &apos;%1&apos;: %2</source>
        <translation>Geländestück „%1“: %2</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="90"/>
        <source>needs an id and a name</source>
        <translation>braucht eine ID und einen Namen</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="96"/>
        <source>a corner is not [x, y]</source>
        <translation>eine Ecke ist nicht [x, y]</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="101"/>
        <source>a polygon needs three corners</source>
        <translation>ein Polygon braucht drei Ecken</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="111"/>
        <source>needs a shape (ellipse, rectangle with a size, or polygon with points)</source>
        <translation>braucht eine Form (Ellipse, Rechteck mit Größe oder Polygon mit Punkten)</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceLibraryDock</name>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="61"/>
        <source>Piece Library</source>
        <translation>Geländestück-Bibliothek</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="64"/>
        <source>&amp;Place in View</source>
        <translation>In Ansicht &amp;platzieren</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="68"/>
        <source>Common terrain pieces</source>
        <translation>Übliche Geländestücke</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="69"/>
        <source>Drag a piece onto the table, or double-click it to place it in the middle of the view</source>
        <translation>Ziehen Sie ein Geländestück auf den Spieltisch oder doppelklicken Sie darauf, um es in der Mitte der Ansicht zu platzieren</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="80"/>
        <source>Place the chosen piece in the middle of the view</source>
        <translation>Das gewählte Geländestück in der Mitte der Ansicht platzieren</translation>
    </message>
</context>
<context>
    <name>hexwright::PiecePropertiesDock</name>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="34"/>
        <source>Piece Properties</source>
        <translation>Geländestück-Eigenschaften</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="36"/>
        <source>Select one terrain piece to see and change its properties.</source>
        <translation>Wählen Sie ein Geländestück aus, um seine Eigenschaften zu sehen und zu ändern.</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="39"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="41"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="42"/>
        <source>Across (x)</source>
        <translation>Horizontal (x)</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="43"/>
        <source>Down (y)</source>
        <translation>Vertikal (y)</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="44"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="45"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="51"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="52"/>
        <source>No name</source>
        <translation>Kein Name</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="53"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="55"/>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="60"/>
        <source> °</source>
        <translation> °</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="64"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="66"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="67"/>
        <source>&amp;Across:</source>
        <translation>H&amp;orizontal:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="68"/>
        <source>&amp;Down:</source>
        <translation>&amp;Vertikal:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="69"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="70"/>
        <source>D&amp;epth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="71"/>
        <source>&amp;Rotation:</source>
        <translation>&amp;Drehung:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="162"/>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="178"/>
        <source>Change Traits of %1</source>
        <translation>Merkmale von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="191"/>
        <source>Change Height of %1</source>
        <translation>Höhe von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="219"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceTool</name>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="37"/>
        <source>Select &amp;Pieces</source>
        <translation>&amp;Geländestücke auswählen</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="43"/>
        <source>Click or drag round terrain pieces to select them; drag to move, the handles scale and turn; Shift: no snapping</source>
        <translation>Klicken Sie auf Geländestücke oder ziehen Sie einen Rahmen um sie, um sie auszuwählen; Ziehen verschiebt, die Griffe skalieren und drehen; Umschalt: kein Einrasten</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="184"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="200"/>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="224"/>
        <source>Scale %1</source>
        <translation>%1 skalieren</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="232"/>
        <source>Move Corner of %1</source>
        <translation>Ecke von %1 verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="276"/>
        <source>Add Corner to %1</source>
        <translation>Ecke zu %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>hexwright::PlaySheetsDialog</name>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="80"/>
        <source>&amp;Gaps between the cards</source>
        <translation>&amp;Abstände zwischen den Karten</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="81"/>
        <source>3 mm between cards where the paper has room, instead of shared cut lines</source>
        <translation>3 mm zwischen den Karten, wo das Papier Platz hat, statt gemeinsamer Schnittlinien</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="83"/>
        <source>&amp;Cut marks</source>
        <translation>&amp;Schnittmarken</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="84"/>
        <source>&amp;Every unit type of the rules</source>
        <translation>&amp;Jeder Einheitentyp der Regeln</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="85"/>
        <source>Otherwise only the unit types the sides use</source>
        <translation>Sonst nur die Einheitentypen, die die Seiten verwenden</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="87"/>
        <source>&amp;Mark values the rules do not give</source>
        <translation>&amp;Werte markieren, die die Regeln nicht angeben</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="95"/>
        <source>&amp;Dimension lines to the nearest edges</source>
        <translation>&amp;Maßlinien zu den nächsten Kanten</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="103"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="104"/>
        <source>O&amp;verlap:</source>
        <translation>Ü&amp;berlappung:</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="149"/>
        <source>Unit Cards</source>
        <translation>Einheitenkarten</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="151"/>
        <source>Side Sheets</source>
        <translation>Seitenbögen</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="153"/>
        <source>Table Diagram</source>
        <translation>Tischplan</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="155"/>
        <source>Piece Templates</source>
        <translation>Geländestück-Schablonen</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="157"/>
        <source>Rosters</source>
        <translation>Truppenlisten</translation>
    </message>
</context>
<context>
    <name>hexwright::PlayTool</name>
    <message>
        <location filename="../editor/playtest/playtool.cpp" line="11"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>hexwright::PlaytestWindow</name>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="84"/>
        <source>Other orders (double-click to give):</source>
        <translation>Weitere Befehle (Doppelklick zum Erteilen):</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="106"/>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Hex</source>
        <translation>Hexfeld</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="112"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="137"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="47"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="47"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="87"/>
        <source>Other orders</source>
        <translation>Weitere Befehle</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="133"/>
        <source>Double-click a unit to centre the map on it</source>
        <translation>Doppelklicken Sie auf eine Einheit, um die Karte auf sie zu zentrieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="145"/>
        <source>Dice rolls</source>
        <translation>Würfelwürfe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="150"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Read against</source>
        <translation>Gelesen gegen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="156"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="159"/>
        <source>Game Log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="189"/>
        <source>Nothing else for this unit now</source>
        <translation>Für diese Einheit gerade nichts weiter</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="190"/>
        <source>Nothing else to do in this phase</source>
        <translation>In dieser Phase nichts weiter zu tun</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="214"/>
        <location filename="../editor/playtest/playtestsetup.cpp" line="314"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="268"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="221"/>
        <source>Rolled by %1 in turn %2, %3&apos;s player turn</source>
        <translation>Gewürfelt von %1 in Runde %2, im Spielerzug von %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="317"/>
        <source>Turn %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="331"/>
        <source>Set-up: no units on the map yet</source>
        <translation>Aufstellung: noch keine Einheiten auf der Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestdocks.cpp" line="332"/>
        <source>Set-up: %n units on the map</source>
        <translation>
            <numerusform>Aufstellung: %n Einheit auf der Karte</numerusform>
            <numerusform>Aufstellung: %n Einheiten auf der Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestdocks.cpp" line="334"/>
        <source>, %n to come as reinforcements</source>
        <translation>
            <numerusform>, %n folgt als Verstärkung</numerusform>
            <numerusform>, %n folgen als Verstärkungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="341"/>
        <source>%1: sets up a piece out of your sight</source>
        <translation>%1: stellt einen Spielstein außerhalb Ihrer Sicht auf</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="351"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="389"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="368"/>
        <source>Roll %1 for %2: %3, %4</source>
        <translation>Wurf %1 für %2: %3, %4</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="377"/>
        <source>Game over, no winner: %1</source>
        <translation>Spiel vorbei, kein Sieger: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="378"/>
        <source>Game over, %1 wins: %2</source>
        <translation>Spiel vorbei, %1 gewinnt: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="417"/>
        <source>to set up</source>
        <translation>aufzustellen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="431"/>
        <source>%1 of %2 on the map</source>
        <translation>%1 von %2 auf der Karte</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="87"/>
        <source>Playtest: %1 (seed %2)</source>
        <translation>Testspiel: %1 (Startwert %2)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="130"/>
        <source>C&amp;urtain Between Players</source>
        <translation>&amp;Vorhang zwischen Spielern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="135"/>
        <source>Cover the board when it passes to the next player in a set-up and when play starts, open set-ups too (a hidden set-up is always covered)</source>
        <translation>Das Spielfeld abdecken, wenn es bei einer Aufstellung an den nächsten Spieler geht und wenn das Spiel beginnt, auch bei offenen Aufstellungen (eine verdeckte Aufstellung wird immer abgedeckt)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="143"/>
        <source>Save Set-&amp;up...</source>
        <translation>&amp;Aufstellung speichern...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="146"/>
        <source>Write where every piece was set up, to start later playtests and balance runs from it</source>
        <translation>Festhalten, wo jeder Spielstein aufgestellt wurde, um spätere Testspiele und Balance-Läufe davon ausgehend zu starten</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="156"/>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="237"/>
        <source>%1 has no legal place left: take a placement back with Undo</source>
        <translation>%1 hat keinen erlaubten Platz mehr: Nehmen Sie eine Platzierung mit Rückgängig zurück</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="240"/>
        <source>Set up %1: drop it anywhere in the lit area, or click a point there</source>
        <translation>%1 aufstellen: irgendwo im hervorgehobenen Bereich ablegen oder dort auf einen Punkt klicken</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestsetup.cpp" line="243"/>
        <source>Set up %1: drop it on a highlighted hex, or click one (%n legal place(s))</source>
        <translation>
            <numerusform>%1 aufstellen: auf einem hervorgehobenen Hexfeld ablegen oder auf eines klicken (%n erlaubter Platz)</numerusform>
            <numerusform>%1 aufstellen: auf einem hervorgehobenen Hexfeld ablegen oder auf eines klicken (%n erlaubte Plätze)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="256"/>
        <source>the board is covered until the next player shows it</source>
        <translation>das Spielfeld ist abgedeckt, bis der nächste Spieler es zeigt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="258"/>
        <source>no piece is being set up now</source>
        <translation>gerade wird kein Spielstein aufgestellt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="261"/>
        <source>the rules give it no place there</source>
        <translation>die Regeln geben ihm dort keinen Platz</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="267"/>
        <source>Cannot set up %1 in %2: %3</source>
        <translation>%1 kann nicht in %2 aufgestellt werden: %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="276"/>
        <source>%1 set up in %2</source>
        <translation>%1 in %2 aufgestellt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="286"/>
        <source>No piece is left to place</source>
        <translation>Kein Spielstein mehr zu platzieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="287"/>
        <source>no piece is left to place</source>
        <translation>kein Spielstein mehr zu platzieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="358"/>
        <source>%1 sets up next.</source>
        <translation>%1 stellt als Nächstes auf.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="359"/>
        <source>The set-up is over; %1 plays first.</source>
        <translation>Die Aufstellung ist beendet; %1 spielt zuerst.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="362"/>
        <source>The rules hide pieces from one of you: only %1 should see the board now.</source>
        <translation>Die Regeln verbergen Spielsteine vor einem von Ihnen: Nur %1 sollte jetzt das Spielfeld sehen.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="375"/>
        <source>this game had no set-up</source>
        <translation>dieses Spiel hatte keine Aufstellung</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="388"/>
        <location filename="../editor/playtest/playtestsetup.cpp" line="395"/>
        <source>Save Set-up</source>
        <translation>Aufstellung speichern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="390"/>
        <source>Saved set-ups (*.setup.json *.json);;All files (*)</source>
        <translation>Gespeicherte Aufstellungen (*.setup.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="399"/>
        <source>Set-up written to %1</source>
        <translation>Aufstellung in %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="411"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="58"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="57"/>
        <source>no engine plays the rules of %1</source>
        <translation>keine Spiel-Engine spielt die Regeln von %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="155"/>
        <source>This scenario cannot be played: %1</source>
        <translation>Dieses Szenario kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="187"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="188"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="193"/>
        <source>End &amp;Phase</source>
        <translation>&amp;Phase beenden</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="197"/>
        <source>End your part of this phase; play goes on to the next</source>
        <translation>Ihren Teil dieser Phase beenden; das Spiel geht zum nächsten weiter</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="201"/>
        <source>End &amp;Turn</source>
        <translation>&amp;Runde beenden</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="205"/>
        <source>End every phase of this player turn; play goes on to the next player</source>
        <translation>Jede Phase dieses Spielerzugs beenden; das Spiel geht zum nächsten Spieler weiter</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="208"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="314"/>
        <source>Give orders from the Orders dock, or end the phase.</source>
        <translation>Erteilen Sie Befehle im Befehle-Dock oder beenden Sie die Phase.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="214"/>
        <source>&amp;Save Game Log...</source>
        <translation>Spielprotokoll &amp;speichern...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="216"/>
        <source>Write every action and die roll as JSON lines, for hexwright-cli playtest --replay</source>
        <translation>Jede Aktion und jeden Würfelwurf als JSON-Zeilen schreiben, für hexwright-cli playtest --replay</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="221"/>
        <source>&amp;Close Playtest</source>
        <translation>Testspiel s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="223"/>
        <source>Close this window; the scenario is not changed</source>
        <translation>Dieses Fenster schließen; das Szenario wird nicht verändert</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="260"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="278"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="274"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="235"/>
        <source>&amp;Open Log...</source>
        <translation>Protokoll &amp;öffnen...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="239"/>
        <source>Replay a saved game log of this scenario, stepping forward and back through it</source>
        <translation>Ein gespeichertes Spielprotokoll dieses Szenarios wiedergeben und schrittweise vor- und zurückgehen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="276"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="288"/>
        <source>Turn %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="289"/>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="291"/>
        <source>%1 · Game over</source>
        <translation>%1 · Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="295"/>
        <source>%1 · %2 to act · %3</source>
        <translation>%1 · %2 am Zug · %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="296"/>
        <source>Before turn 1</source>
        <translation>Vor Runde 1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="305"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="310"/>
        <source>Set up your pieces: drag each from the Set-up tray onto a highlighted hex, or select it and click one (Enter at the keyboard cursor); then End Set-up.</source>
        <translation>Stellen Sie Ihre Spielsteine auf: Ziehen Sie jeden aus der Aufstellungsablage auf ein hervorgehobenes Hexfeld oder wählen Sie ihn aus und klicken Sie auf eines (Eingabe am Tastaturcursor); dann Aufstellung beenden.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="348"/>
        <source>Take back the last action (%1)</source>
        <translation>Die letzte Aktion zurücknehmen (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="352"/>
        <source>Cannot take back: dice have been rolled since (an action whose dice are rolled stands)</source>
        <translation>Zurücknehmen nicht möglich: seitdem wurde gewürfelt (eine Aktion, deren Würfel gefallen sind, bleibt bestehen)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="355"/>
        <source>Nothing to take back</source>
        <translation>Nichts zurückzunehmen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="364"/>
        <source>a replay is read-only</source>
        <translation>eine Wiederholung ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="372"/>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="414"/>
        <source>Took back the last action</source>
        <translation>Die letzte Aktion wurde zurückgenommen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="422"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="428"/>
        <source>Save Game Log</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="423"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="98"/>
        <source>Game logs (*.jsonl);;All files (*)</source>
        <translation>Spielprotokolle (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="396"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="429"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="432"/>
        <source>Game log written to %1</source>
        <translation>Spielprotokoll nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="445"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="293"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="452"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="467"/>
        <source>The game ends without a winner.</source>
        <translation>Das Spiel endet ohne Sieger.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="467"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="468"/>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="62"/>
        <source>the scenario cannot be played: %1</source>
        <translation>das Szenario kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="97"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="106"/>
        <source>Open Game Log</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="107"/>
        <source>This log cannot be replayed on this scenario.

%1</source>
        <translation>Dieses Protokoll kann mit diesem Szenario nicht wiedergegeben werden.

%1</translation>
    </message>
</context>
<context>
    <name>hexwright::PolygonDrawTool</name>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="129"/>
        <source>Draw &amp;Polygon</source>
        <translation>&amp;Polygon zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="134"/>
        <source>Click the corners of a terrain piece; double-click or Return closes it, Escape drops it</source>
        <translation>Klicken Sie auf die Ecken eines Geländestücks; Doppelklick oder Eingabe schließt es, Esc verwirft es</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="172"/>
        <source>A polygon needs at least three corners.</source>
        <translation>Ein Polygon braucht mindestens drei Ecken.</translation>
    </message>
</context>
<context>
    <name>hexwright::PoolCounts</name>
    <message>
        <location filename="../editor/roster/poolcounts.cpp" line="47"/>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <location filename="../editor/roster/poolcounts.cpp" line="52"/>
        <source>The pool holds its %1 %2 models</source>
        <translation>Der Pool enthält seine %1 Modelle der Kategorie %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/poolcounts.cpp" line="55"/>
        <source>The pool holds exactly %1 %2 models; it has %3</source>
        <translation>Der Pool enthält genau %1 Modelle der Kategorie %2; er hat %3</translation>
    </message>
</context>
<context>
    <name>hexwright::PreferencesDialog</name>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="28"/>
        <source>&amp;Reset All Settings...</source>
        <translation>Alle Einstellungen &amp;zurücksetzen...</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="34"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="39"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="39"/>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="43"/>
        <source>A new language takes effect when Hexwright next starts.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Hexwright wirksam.</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="47"/>
        <source>Inches (in)</source>
        <translation>Zoll (in)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="48"/>
        <source>Centimetres (cm)</source>
        <translation>Zentimeter (cm)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="49"/>
        <source>How table lengths are shown; a scenario file keeps its own unit</source>
        <translation>Wie Längen auf dem Spieltisch angezeigt werden; eine Szenariodatei behält ihre eigene Einheit</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="58"/>
        <source>%1 (%2 x %3 mm)</source>
        <extracomment>a paper size: &quot;A4 (210 x 297 mm)&quot;</extracomment>
        <translation>%1 (%2 x %3 mm)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="60"/>
        <source>The paper new print jobs start with</source>
        <translation>Das Papier, mit dem neue Druckaufträge beginnen</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="66"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="67"/>
        <source>The hex size across the flats new map sheets and map images start with; the book&apos;s map has 16 mm</source>
        <translation>Die über die Flächen gemessene Hexfeldgröße, mit der neue Kartenbögen und Kartenbilder beginnen; die Karte des Regelbuchs hat 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="73"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="74"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="75"/>
        <source>How often unsaved work is copied for recovery after a crash; Off keeps no copies</source>
        <translation>Wie oft ungespeicherte Arbeit zur Wiederherstellung nach einem Absturz kopiert wird; „Aus“ bewahrt keine Kopien auf</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="79"/>
        <source>Forget every setting: these preferences, the window layout, recent files and print choices</source>
        <translation>Alle Einstellungen vergessen: die dieses Dialogs, die Fensteranordnung, die zuletzt geöffneten Dateien und die Druckoptionen</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="86"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="88"/>
        <source>&amp;Table lengths in:</source>
        <translation>Längen auf dem Spiel&amp;tisch in:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="89"/>
        <source>Default &amp;paper:</source>
        <translation>Standard&amp;papier:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="90"/>
        <source>Default &amp;hex size:</source>
        <translation>Standard-&amp;Hexfeldgröße:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="91"/>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch sichern alle:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="92"/>
        <source>All settings:</source>
        <translation>Alle Einstellungen:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="145"/>
        <source>Reset All Settings</source>
        <translation>Alle Einstellungen zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="146"/>
        <source>Forget every Hexwright setting: these preferences, the window layout, recent files and print choices? This cannot be undone.</source>
        <translation>Alle Hexwright-Einstellungen vergessen: die dieses Dialogs, die Fensteranordnung, die zuletzt geöffneten Dateien und die Druckoptionen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>hexwright::PresetDialog</name>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="25"/>
        <source>New Zone from Preset</source>
        <translation>Neue Zone aus Vorlage</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="31"/>
        <source>Anywhere on a panel</source>
        <translation>Irgendwo auf einem Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="32"/>
        <source>The first hexes along a panel&apos;s edge</source>
        <translation>Die ersten Hexfelder entlang eines Kartenteilrands</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="33"/>
        <source>A panel, at least some hexes from one of its edges</source>
        <translation>Ein Kartenteil, mindestens einige Hexfelder von einem seiner Ränder entfernt</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="35"/>
        <source>The hexes of one terrain on a panel</source>
        <translation>Die Hexfelder einer Geländeart auf einem Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="36"/>
        <source>Within some hexes of a panel</source>
        <translation>Innerhalb einiger Hexfelder um einen Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="37"/>
        <source>The first hexes along the map&apos;s edge</source>
        <translation>Die ersten Hexfelder entlang des Kartenrands</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="43"/>
        <source>Anywhere on the map</source>
        <translation>Irgendwo auf der Karte</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="47"/>
        <source>Only on %1</source>
        <translation>Nur auf %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="57"/>
        <location filename="../editor/setup/presetdialog.cpp" line="165"/>
        <source> hexes deep</source>
        <translation> Hexfelder tief</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="66"/>
        <source> hexes</source>
        <translation> Hexfelder</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="73"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="74"/>
        <location filename="../editor/setup/presetdialog.cpp" line="163"/>
        <source>P&amp;anel:</source>
        <translation>&amp;Kartenteil:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="77"/>
        <source>&amp;Edge:</source>
        <translation>&amp;Rand:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="80"/>
        <location filename="../editor/setup/presetdialog.cpp" line="164"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="83"/>
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="86"/>
        <source>&amp;Within:</source>
        <translation>&amp;Innerhalb:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="89"/>
        <source>&amp;Only on:</source>
        <translation>N&amp;ur auf:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="92"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="96"/>
        <source>Create Zone</source>
        <translation>Zone anlegen</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="163"/>
        <source>Of p&amp;anel:</source>
        <translation>Von &amp;Kartenteil:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="164"/>
        <source>At &amp;least:</source>
        <translation>Min&amp;destens:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="165"/>
        <source> hexes from the edge</source>
        <translation> Hexfelder vom Rand</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="188"/>
        <source>No hexes: choose another preset.</source>
        <translation>Keine Hexfelder: Wählen Sie eine andere Vorlage.</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="189"/>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/presetdialog.cpp" line="189"/>
        <source>%n hexes</source>
        <translation>
            <numerusform>%n Hexfeld</numerusform>
            <numerusform>%n Hexfelder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::PrintController</name>
    <message>
        <location filename="../editor/print.cpp" line="63"/>
        <location filename="../editor/print.cpp" line="74"/>
        <location filename="../editor/print.cpp" line="89"/>
        <source>Export VASSAL Module</source>
        <translation>VASSAL-Modul exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="64"/>
        <source>VASSAL modules (*.vmod)</source>
        <translation>VASSAL-Module (*.vmod)</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="71"/>
        <source>Drawing the board, counters and charts...</source>
        <translation>Spielplan, Spielsteine und Tabellen werden gezeichnet...</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="95"/>
        <source>Saved the VASSAL module %1</source>
        <translation>VASSAL-Modul %1 gespeichert</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="114"/>
        <source>Export &amp;PDF</source>
        <translation>&amp;PDF exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="116"/>
        <source>Save map, setup or counter sheets as a PDF to print later</source>
        <translation>Karten-, Aufstellungs- oder Spielsteinbögen als PDF speichern, um sie später zu drucken</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="120"/>
        <source>Print Pre&amp;view</source>
        <translation>Druck&amp;vorschau</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="121"/>
        <source>See map, setup or counter sheets as they will print</source>
        <translation>Karten-, Aufstellungs- oder Spielsteinbögen so sehen, wie sie gedruckt werden</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="124"/>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="125"/>
        <source>Print map, setup or counter sheets</source>
        <translation>Karten-, Aufstellungs- oder Spielsteinbögen drucken</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="149"/>
        <source>Export &amp;VASSAL Module...</source>
        <translation>&amp;VASSAL-Modul exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="151"/>
        <source>Save the scenario as a VASSAL module: the board with its hex numbers, every unit as a counter set up where it starts, the turn track, charts and dice</source>
        <translation>Das Szenario als VASSAL-Modul speichern: der Spielplan mit seinen Hexfeldnummern, jede Einheit als Spielstein an ihrer Startposition aufgestellt, die Rundenleiste, Tabellen und Würfel</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="88"/>
        <source>Export Map &amp;Image...</source>
        <translation>Kartenb&amp;ild exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="89"/>
        <source>Save the map as a PNG picture or an SVG drawing, hexes at a chosen size</source>
        <translation>Die Karte als PNG-Bild oder SVG-Zeichnung speichern, Hexfelder in gewählter Größe</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="94"/>
        <source>Export &amp;All...</source>
        <translation>&amp;Alle exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="96"/>
        <source>Save the map, setup and counter sheets as three PDFs in a folder, with the sheet options last chosen</source>
        <translation>Karten-, Aufstellungs- und Spielsteinbögen als drei PDFs in einem Ordner speichern, mit den zuletzt gewählten Bogenoptionen</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="103"/>
        <source>&amp;Map Sheets...</source>
        <translation>&amp;Kartenbögen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="103"/>
        <source>&amp;Setup Sheets...</source>
        <translation>&amp;Aufstellungsbögen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="104"/>
        <source>&amp;Counter Sheets...</source>
        <translation>&amp;Spielsteinbögen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="110"/>
        <source>the map at true scale, tiled over pages</source>
        <translation>die Karte in echtem Maßstab, auf Seiten verteilt</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="111"/>
        <source>a setup sheet per side and one for the referee</source>
        <translation>ein Aufstellungsbogen je Seite und einer für den Schiedsrichter</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="112"/>
        <source>every unit&apos;s counters, ready to cut out</source>
        <translation>die Spielsteine jeder Einheit, fertig zum Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="119"/>
        <location filename="../editor/print/printcontroller.cpp" line="151"/>
        <source>Save %1 as a PDF</source>
        <translation>%1 als PDF speichern</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="122"/>
        <source>Show %1 as they will print</source>
        <translation>%1 so zeigen, wie sie gedruckt werden</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="125"/>
        <location filename="../editor/print/printcontroller.cpp" line="160"/>
        <location filename="../editor/print/printcontroller.cpp" line="480"/>
        <location filename="../editor/print/printcontroller.cpp" line="534"/>
        <location filename="../editor/print/printcontroller.cpp" line="560"/>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="132"/>
        <source>&amp;Unit Cards...</source>
        <translation>&amp;Einheitenkarten...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="132"/>
        <source>Si&amp;de Sheets...</source>
        <translation>Seiten&amp;bögen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="133"/>
        <source>&amp;Table Diagram...</source>
        <translation>&amp;Tischplan...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="133"/>
        <source>P&amp;iece Templates...</source>
        <translation>Geländestück-Scha&amp;blonen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="134"/>
        <source>&amp;Rosters...</source>
        <translation>&amp;Truppenlisten...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="141"/>
        <source>a card per unit type, nine to a page, ready to cut out</source>
        <translation>eine Karte je Einheitentyp, neun pro Seite, fertig zum Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="142"/>
        <source>a sheet per side with its faction, pool, secret goal and morale track</source>
        <translation>ein Bogen je Seite mit Fraktion, Pool, geheimem Auftrag und Moralleiste</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="143"/>
        <source>the whole table on one page at a stated scale, with every piece&apos;s distances</source>
        <translation>der ganze Spieltisch auf einer Seite in angegebenem Maßstab, mit den Abständen jedes Geländestücks</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="144"/>
        <source>every table piece&apos;s outline at true size, tiled over pages</source>
        <translation>der Umriss jedes Geländestücks in Originalgröße, auf Seiten verteilt</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="145"/>
        <source>a roster per side of the pilots who crew its units, with their modifiers</source>
        <translation>eine Truppenliste je Seite mit den Piloten, die ihre Einheiten bemannen, samt ihren Modifikatoren</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="155"/>
        <source>Show %1 as it will print</source>
        <translation>%1 so anzeigen, wie es gedruckt wird</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="248"/>
        <source>There is nothing to print: the scenario has no %1.</source>
        <translation>Es gibt nichts zu drucken: Das Szenario hat keine %1.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="263"/>
        <location filename="../editor/print/printcontroller.cpp" line="295"/>
        <source>The scenario has no map.</source>
        <translation>Das Szenario hat keine Karte.</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="77"/>
        <location filename="../editor/print/printcontroller.cpp" line="244"/>
        <location filename="../editor/print/printcontroller.cpp" line="266"/>
        <location filename="../editor/print/printcontroller.cpp" line="275"/>
        <source>Writing %1...</source>
        <translation>Schreibe %1...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="297"/>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="299"/>
        <source>Exporting the sheets...</source>
        <translation>Exportiere die Bögen...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="299"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="302"/>
        <source>Export All</source>
        <translation>Alle exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="308"/>
        <source>Writing %1 (%2 of %3)...</source>
        <translation>Schreibe %1 (%2 von %3)...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="320"/>
        <source>Could not write the %1 to %2.

%3</source>
        <translation>Die %1 konnten nicht nach %2 geschrieben werden.

%3</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="356"/>
        <source>Print Preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="369"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="370"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="376"/>
        <source>Export Map Image</source>
        <translation>Kartenbild exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="404"/>
        <source>Exported the map to %1</source>
        <translation>Karte nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="425"/>
        <location filename="../editor/print/printcontroller.cpp" line="507"/>
        <source>Export %1 to PDF</source>
        <translation>%1 als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="426"/>
        <location filename="../editor/print/printcontroller.cpp" line="508"/>
        <source>Export...</source>
        <translation>Exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="612"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="438"/>
        <location filename="../editor/print/printcontroller.cpp" line="520"/>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="450"/>
        <source>Export All Sheets to a Folder</source>
        <translation>Alle Bögen in einen Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="458"/>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="461"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="465"/>
        <source>Exported the map, setup and counter sheets to %1</source>
        <translation>Karten-, Aufstellungs- und Spielsteinbögen nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="472"/>
        <location filename="../editor/print/printcontroller.cpp" line="526"/>
        <source>Print Preview of %1</source>
        <translation>Druckvorschau von %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="472"/>
        <location filename="../editor/print/printcontroller.cpp" line="526"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="480"/>
        <location filename="../editor/print/printcontroller.cpp" line="534"/>
        <source>Print...</source>
        <translation>Drucken...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="567"/>
        <source>Printing %1...</source>
        <translation>Drucke %1...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="571"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="572"/>
        <source>Could not print %1 on %2.</source>
        <translation>%1 konnte nicht auf %2 gedruckt werden.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="578"/>
        <source>Sent %1 to the printer</source>
        <translation>%1 an den Drucker gesendet</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="628"/>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="462"/>
        <location filename="../editor/print/printcontroller.cpp" line="630"/>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="90"/>
        <location filename="../editor/print/printcontroller.cpp" line="631"/>
        <source>Could not write %1.

%2</source>
        <translation>%1 konnte nicht geschrieben werden.

%2</translation>
    </message>
</context>
<context>
    <name>hexwright::ProblemModel</name>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="80"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="85"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="235"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="306"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="392"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="394"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="396"/>
        <source>Hex</source>
        <translation>Hexfeld</translation>
    </message>
</context>
<context>
    <name>hexwright::RecoveryDialog</name>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="25"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="27"/>
        <source>Hexwright did not close normally. It kept copies of these scenarios with the changes that were not saved. Tick the ones to recover or discard.</source>
        <translation>Hexwright wurde nicht normal beendet. Es hat Kopien dieser Szenarien mit den ungespeicherten Änderungen aufbewahrt. Haken Sie diejenigen an, die wiederhergestellt oder verworfen werden sollen.</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Autosaved</source>
        <translation>Automatisch gesichert</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="41"/>
        <source>Untitled (never saved)</source>
        <translation>Unbenannt (nie gespeichert)</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="50"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="52"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="54"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>hexwright::RectSelectTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="55"/>
        <source>Rectangle &amp;Select</source>
        <translation>&amp;Rechteckauswahl</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="59"/>
        <source>Drag to select a block of hexes; Shift adds, Ctrl takes away</source>
        <translation>Ziehen, um einen Block von Hexfeldern auszuwählen; Umschalt fügt hinzu, Strg nimmt weg</translation>
    </message>
</context>
<context>
    <name>hexwright::RefereeAids</name>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="31"/>
        <source>Referee Aids: %1</source>
        <translation>Schiedsrichterhilfen: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="35"/>
        <source>&lt;b&gt;No full game:&lt;/b&gt; Book 1 (the sequence of play, movement, spotting, to-hit, damage and morale tables) and Book 3 (equipment and design) are lost. These pages give the procedures the surviving advanced book does define, for a referee to roll. Each page names what the lost books would give.</source>
        <translation>&lt;b&gt;Kein vollständiges Spiel:&lt;/b&gt; Buch 1 (Spielablauf, Bewegung, Sichtung, Treffer-, Schadens- und Moraltabellen) und Buch 3 (Ausrüstung und Konstruktion) sind verloren. Diese Seiten bieten die Verfahren, die das erhaltene Fortgeschrittenenbuch tatsächlich festlegt, damit ein Schiedsrichter würfeln kann. Jede Seite nennt, was die verlorenen Bücher liefern würden.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="45"/>
        <source>Dice seed:</source>
        <translation>Startwert der Würfel:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="50"/>
        <source>The same seed gives the same rolls in the same order</source>
        <translation>Derselbe Startwert ergibt dieselben Würfe in derselben Reihenfolge</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="52"/>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="55"/>
        <source>Restart Dice</source>
        <translation>Würfel zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="57"/>
        <source>Roll again from the first roll of this seed</source>
        <translation>Erneut ab dem ersten Wurf dieses Startwerts würfeln</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="113"/>
        <source>Seed %1, roll %2: %3</source>
        <translation>Startwert %1, Wurf %2: %3</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="122"/>
        <source>&lt;p&gt;No modifiers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Modifikatoren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="146"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="153"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="161"/>
        <source>Set the inputs and roll.</source>
        <translation>Legen Sie die Eingaben fest und würfeln Sie.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="164"/>
        <source>What the lost books would give</source>
        <translation>Was die verlorenen Bücher liefern würden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="167"/>
        <source>From the advanced book: %1</source>
        <translation>Aus dem Fortgeschrittenenbuch: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="80"/>
        <source>Rounds fired:</source>
        <translation>Abgefeuerte Geschosse:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="81"/>
        <source>Rounds a normal sheaf of the zone needs (R):</source>
        <translation>Geschosse für eine normale Garbe der Zone (R):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="83"/>
        <source>Burst (cm):</source>
        <translation>Sprengradius (cm):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="84"/>
        <source>Round TL:</source>
        <translation>TL des Geschosses:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="85"/>
        <source>MRL rounds</source>
        <translation>MRL-Geschosse</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="86"/>
        <source>Point defense dice listed (nD):</source>
        <translation>Aufgeführte Punktverteidigungswürfel (nD):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="87"/>
        <source>Point defense TL:</source>
        <translation>TL der Punktverteidigung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="88"/>
        <source>A nuclear damper:</source>
        <translation>Ein Nukleardämpfer:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="89"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="89"/>
        <source>TL13</source>
        <translation>TL13</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="89"/>
        <source>TL14</source>
        <translation>TL14</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="89"/>
        <source>TL15</source>
        <translation>TL15</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="90"/>
        <source>Indirect Fire</source>
        <translation>Indirektes Feuer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="91"/>
        <source>rules 35 (MRLs), 36 (point defense), 40 (dampers), 59 (sheaf shape).</source>
        <translation>Regeln 35 (MRLs), 36 (Punktverteidigung), 40 (Dämpfer), 59 (Form der Garbe).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="92"/>
        <source>Book 1: fire mission orders, the delay by crew quality, the deviation table.</source>
        <translation>Buch 1: Feuerauftragsbefehle, die Verzögerung nach Besatzungsqualität, die Abweichungstabelle.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="93"/>
        <source>Book 1: what each sheaf does to what it covers (its hit rolls).</source>
        <translation>Buch 1: was jede Garbe bei dem bewirkt, was sie abdeckt (ihre Trefferwürfe).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="94"/>
        <source>Book 3: each weapon&apos;s point defense dice, burst size and rate of fire; fire-control ranges.</source>
        <translation>Buch 3: Punktverteidigungswürfel, Sprengradius und Feuerrate jeder Waffe; Feuerleitreichweiten.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="96"/>
        <source>The book&apos;s own point defense example reads +2 and -3 where its rule gives the tech level difference: the rule is applied here.</source>
        <translation>Das Punktverteidigungsbeispiel des Buchs selbst nennt +2 und -3, wo seine Regel die Differenz der Techstufen angibt: Hier wird die Regel angewandt.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="108"/>
        <source>&lt;h3&gt;Point defense against indirect fire&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Punktverteidigung gegen indirektes Feuer&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="110"/>
        <source>&lt;p&gt;%n dice</source>
        <translation>
            <numerusform>&lt;p&gt;%n Würfel</numerusform>
            <numerusform>&lt;p&gt;%n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="111"/>
        <source> (the damper&apos;s multiple)</source>
        <translation> (das Vielfache des Dämpfers)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="114"/>
        <source>&lt;p&gt;Dice after the DM: %1 = %2. &lt;b&gt;Rounds destroyed: %3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Würfel nach dem DM: %1 = %2. &lt;b&gt;Zerstörte Geschosse: %3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="118"/>
        <source>&lt;p&gt;Rounds %1 → %2. Sheaf &lt;b&gt;%3 → %4&lt;/b&gt; (R = %5: converged at %6, normal at %5, dispersed at %7).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Geschosse %1 → %2. Garbe &lt;b&gt;%3 → %4&lt;/b&gt; (R = %5: konzentriert bei %6, normal bei %5, gestreut bei %7).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="126"/>
        <source>&lt;p&gt;The beaten zone, a normal sheaf of %1 rounds of %2 cm burst: %3 cm square, or any shape of the same area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Wirkungszone, eine normale Garbe aus %1 Geschossen mit %2 cm Sprengradius: ein Quadrat von %3 cm Seitenlänge oder jede Form mit derselben Fläche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="138"/>
        <source>Bombs dropped:</source>
        <translation>Abgeworfene Bomben:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="139"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="161"/>
        <source>Dive bombing</source>
        <translation>Sturzflug-Bombenwurf</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="140"/>
        <source>MRL: spare rockets aboard</source>
        <translation>MRL: Ersatzraketen an Bord</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="141"/>
        <source>MRL crew present:</source>
        <translation>Anwesende MRL-Besatzung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="142"/>
        <source>MRL full crew:</source>
        <translation>Volle MRL-Besatzung:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="143"/>
        <source>rules 35 (MRLs), 63 (bombing).</source>
        <translation>Regeln 35 (MRLs), 63 (Bombenwurf).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="145"/>
        <source>Bombing and MRLs</source>
        <translation>Bombenwurf und MRLs</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="146"/>
        <source>Book 1: the deviation table that reads the deviation roll, and the direction diagram.</source>
        <translation>Buch 1: die Abweichungstabelle, die den Abweichungswurf auswertet, und das Richtungsdiagramm.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="148"/>
        <source>Book 3: bomb burst sizes and penetrations; MRL tubes and rockets.</source>
        <translation>Buch 3: Sprengradien und Durchschlag der Bomben; MRL-Rohre und -Raketen.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="155"/>
        <source>&lt;h3&gt;Bombing run&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Bombenangriff&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="156"/>
        <source>&lt;p&gt;Sheaf: &lt;b&gt;%1&lt;/b&gt;, the size of a sheaf of %2 bombs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Garbe: &lt;b&gt;%1&lt;/b&gt;, die Größe einer Garbe aus %2 Bomben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="161"/>
        <source>Level bombing</source>
        <translation>Horizontal-Bombenwurf</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="163"/>
        <source>&lt;p&gt;Deviation roll &lt;b&gt;%1&lt;/b&gt;: read it on Book 1&apos;s deviation table (lost).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Abweichungswurf &lt;b&gt;%1&lt;/b&gt;: auf der Abweichungstabelle von Buch 1 ablesen (verloren).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="173"/>
        <source>&lt;p&gt;Direction roll &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;p&gt;Richtungswurf &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="175"/>
        <source> (level bombing rerolled %1)</source>
        <translation> (Horizontal-Bombenwurf, neu gewürfelt: %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="179"/>
        <source>&lt;p&gt;MRL reload: &lt;b&gt;%n turns&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;MRL-Nachladen: &lt;b&gt;%n Zug&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;MRL-Nachladen: &lt;b&gt;%n Züge&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="180"/>
        <source>&lt;p&gt;MRL reload: &lt;b&gt;none&lt;/b&gt; below half crew.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MRL-Nachladen: &lt;b&gt;keines&lt;/b&gt; unter halber Besatzung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="189"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="294"/>
        <source>Roll for:</source>
        <translation>Würfeln für:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="190"/>
        <source>Crossing a minefield</source>
        <translation>Durchqueren eines Minenfelds</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="191"/>
        <source>Wheels fouled in wire</source>
        <translation>Räder im Draht verfangen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="192"/>
        <source>Getting stuck</source>
        <translation>Steckenbleiben</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="194"/>
        <source>Minefield:</source>
        <translation>Minenfeld:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="195"/>
        <source>Laid</source>
        <translation>Verlegt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="195"/>
        <source>Scatterable</source>
        <translation>Streuminen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="196"/>
        <source>Distance crossed (mm):</source>
        <translation>Durchquerte Strecke (mm):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="198"/>
        <source>Increments of rounds (scatterable):</source>
        <translation>Geschossinkremente (Streuminen):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="203"/>
        <source>%1 (%2+)</source>
        <translation>%1 (%2+)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="205"/>
        <source>Ground:</source>
        <translation>Boden:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="206"/>
        <source>Ground pressure:</source>
        <translation>Bodendruck:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="207"/>
        <source>Wheeled</source>
        <translation>Radfahrzeug</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="208"/>
        <source>Low ground pressure</source>
        <translation>Niedriger Bodendruck</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="210"/>
        <source>Mines and Ground</source>
        <translation>Minen und Boden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="211"/>
        <source>rules 55 (minefields, wire), 60 (ground pressure).</source>
        <translation>Regeln 55 (Minenfelder, Draht), 60 (Bodendruck).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="212"/>
        <source>Book 3: mine penetrations, and the rounds or mines one increment needs.</source>
        <translation>Buch 3: Durchschlag der Minen und die Geschosse oder Minen, die ein Inkrement braucht.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="213"/>
        <source>Book 3: the armour table to read a mine&apos;s penetration against the belly; Book 1: the vehicle damage tables.</source>
        <translation>Buch 3: die Panzerungstabelle, um den Durchschlag einer Mine gegen die Unterseite abzulesen; Buch 1: die Fahrzeugschadenstabellen.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="215"/>
        <source>Book 1: the movement rates and the terrain cost chart.</source>
        <translation>Buch 1: die Bewegungsraten und die Geländekostentabelle.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="216"/>
        <source>The dice of the stuck roll are not stated: 2D is our reading.</source>
        <translation>Die Würfel des Steckenbleib-Wurfs sind nicht angegeben: 2D ist unsere Lesart.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="223"/>
        <source>&lt;h3&gt;Crossing a minefield&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Durchqueren eines Minenfelds&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="224"/>
        <source>&lt;p&gt;%n attack(s), each hitting on %1+.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n Angriff, trifft bei %1+.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n Angriffe, jeder trifft bei %1+.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="234"/>
        <source>&lt;p&gt;&lt;b&gt;Hits: %1&lt;/b&gt;. Each is the mine&apos;s penetration against the belly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Treffer: %1&lt;/b&gt;. Jeder ist der Durchschlag der Mine gegen die Unterseite.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="240"/>
        <source>&lt;h3&gt;Wheels in wire&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Räder im Draht&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="242"/>
        <source>&lt;p&gt;&lt;b&gt;Fouled&lt;/b&gt; (%1 on %2+): the crew dismounts and frees the wheels on %3, one roll per friendly movement phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verfangen&lt;/b&gt; (%1 bei %2+): Die Besatzung sitzt ab und befreit die Räder bei %3, ein Wurf pro eigener Bewegungsphase.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="247"/>
        <source>&lt;p&gt;&lt;b&gt;Not fouled&lt;/b&gt; (%1 on %2+).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nicht verfangen&lt;/b&gt; (%1 bei %2+).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="254"/>
        <source>&lt;h3&gt;Getting stuck&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Steckenbleiben&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="258"/>
        <source>&lt;p&gt;&lt;b&gt;Never sticks.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bleibt nie stecken.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="259"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="354"/>
        <source>&lt;p&gt;%1 against %2+: &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 gegen %2+: &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="262"/>
        <source>stuck</source>
        <translation>steckt fest</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="262"/>
        <source>moves on</source>
        <translation>fährt weiter</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="275"/>
        <source>%1 (radius %2 km)</source>
        <translation>%1 (Radius %2 km)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="276"/>
        <source>World size:</source>
        <translation>Weltgröße:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="280"/>
        <source>Altitudes of both, added (m):</source>
        <translation>Höhen beider, addiert (m):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="282"/>
        <source>Night visibility multiple (0: day):</source>
        <translation>Nachtsicht-Faktor (0: Tag):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="287"/>
        <source>Weather:</source>
        <translation>Wetter:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="288"/>
        <source>Light amplification</source>
        <translation>Restlichtverstärkung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="289"/>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="290"/>
        <source>Stationary soldier</source>
        <translation>Stehender Soldat</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="291"/>
        <source>Stationary vehicle or moving soldier</source>
        <translation>Stehendes Fahrzeug oder sich bewegender Soldat</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="293"/>
        <source>Moving vehicle</source>
        <translation>Fahrendes Fahrzeug</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="295"/>
        <source>Spotting (the known point, 8+)</source>
        <translation>Sichtung (der bekannte Punkt, 8+)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="295"/>
        <source>Radar against ECM</source>
        <translation>Radar gegen ECM</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="296"/>
        <source>Spotter&apos;s Recon skill:</source>
        <translation>Recon-Fertigkeit des Beobachters:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="297"/>
        <source>Target&apos;s Recon skill:</source>
        <translation>Recon-Fertigkeit des Ziels:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="298"/>
        <source>A drone vehicle spots</source>
        <translation>Ein Drohnenfahrzeug sichtet</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="299"/>
        <source>Extensive ECM</source>
        <translation>Umfangreiche ECM</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="300"/>
        <source>Radar TL:</source>
        <translation>Radar-TL:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="301"/>
        <source>ECM TL:</source>
        <translation>ECM-TL:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="302"/>
        <source>Spotting</source>
        <translation>Sichtung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="303"/>
        <source>rules 38 (drones), 46 (radar), 47 (night), 48 (weather), 53 (horizon), 80 (Recon).</source>
        <translation>Regeln 38 (Drohnen), 46 (Radar), 47 (Nacht), 48 (Wetter), 53 (Horizont), 80 (Recon).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="305"/>
        <source>Book 1: the spotting table (rolls and ranges by target and cover). The only known point: a stationary, concealed man is seen on 8+ at 50 cm by day; the spotting roll here uses it (provisional).</source>
        <translation>Buch 1: die Sichtungstabelle (Würfe und Reichweiten nach Ziel und Deckung). Der einzige bekannte Punkt: Ein stehender, getarnter Mann wird bei Tag auf 50 cm bei 8+ gesehen; der Sichtungswurf hier nutzt ihn (vorläufig).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="308"/>
        <source>Book 1: concealment, cover and movement DMs; smoke.</source>
        <translation>Buch 1: DMs für Tarnung, Deckung und Bewegung; Rauch.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="309"/>
        <source>Book 3: sensor ranges and powers (radar, thermal, IR).</source>
        <translation>Buch 3: Reichweiten und Stärken der Sensoren (Radar, Wärmebild, IR).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="310"/>
        <source>The night multiple times the weather&apos;s is our reading of rules 47 and 48.</source>
        <translation>Der Nachtfaktor mal dem des Wetters ist unsere Lesart der Regeln 47 und 48.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="318"/>
        <source>&lt;h3&gt;Horizon and spotting range&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Horizont und Sichtweite&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="320"/>
        <source>&lt;p&gt;Horizon: &lt;b&gt;%1 cm&lt;/b&gt; for %2 m of altitudes (the table: %3 cm for a man of average height).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Horizont: &lt;b&gt;%1 cm&lt;/b&gt; bei %2 m Höhen (die Tabelle: %3 cm für einen Mann durchschnittlicher Größe).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="331"/>
        <source>&lt;p&gt;At most &lt;b&gt;%1 cm&lt;/b&gt;</source>
        <translation>&lt;p&gt;Höchstens &lt;b&gt;%1 cm&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="332"/>
        <source> (the horizon)</source>
        <translation> (der Horizont)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="335"/>
        <source>&lt;p&gt;By day: Book 1&apos;s ranges ×%1, never past &lt;b&gt;%2 cm&lt;/b&gt; (the horizon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bei Tag: Reichweiten aus Buch 1 ×%1, nie über &lt;b&gt;%2 cm&lt;/b&gt; hinaus (der Horizont).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="346"/>
        <source>&lt;p&gt;%1 against 8+ (provisional: Book 1&apos;s table is lost): &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 gegen 8+ (vorläufig: Die Tabelle von Buch 1 ist verloren): &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="349"/>
        <source>seen</source>
        <translation>gesehen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="349"/>
        <source>not seen</source>
        <translation>nicht gesehen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="357"/>
        <source>detected</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="357"/>
        <source>not detected</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="370"/>
        <source>%1 (morale %2)</source>
        <translation>%1 (Moral %2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="373"/>
        <source>Quality:</source>
        <translation>Qualität:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="374"/>
        <source>Race:</source>
        <translation>Spezies:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="375"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="376"/>
        <source>Aslan</source>
        <translation>Aslan</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="377"/>
        <source>Vargr</source>
        <translation>Vargr</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="378"/>
        <source>Raw Mercenary recruit, untrained</source>
        <translation>Mercenary-Rekrut, roh und unausgebildet</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="379"/>
        <source>Led by an NCO or officer</source>
        <translation>Von einem Unteroffizier oder Offizier geführt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="380"/>
        <source>Hivers who see the enemy</source>
        <translation>Hiver, die den Feind sehen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="381"/>
        <source>Medics:</source>
        <translation>Sanitäter:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Enough</source>
        <translation>Genug</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Short</source>
        <translation>Zu wenige</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Under half</source>
        <translation>Unter der Hälfte</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="383"/>
        <source>No hot meal (3 days, 1 in cold or wet)</source>
        <translation>Keine warme Mahlzeit (3 Tage, 1 bei Kälte oder Nässe)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="384"/>
        <source>Protective gear on after a gas check</source>
        <translation>Schutzausrüstung nach einer Gasprüfung angelegt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="385"/>
        <source>Zhodani officer&apos;s bonus</source>
        <translation>Bonus des Zhodani-Offiziers</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="387"/>
        <source>Cramped K&apos;kree crew</source>
        <translation>Beengte K&apos;kree-Besatzung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="390"/>
        <source>Surprised, then:</source>
        <translation>Überrascht, dann:</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="391"/>
        <source>Power-up, elite driver (%n turns)</source>
        <translation>
            <numerusform>Hochfahren, Elite-Fahrer (%n Zug)</numerusform>
            <numerusform>Hochfahren, Elite-Fahrer (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="393"/>
        <source>Power-up, veteran driver (%n turns)</source>
        <translation>
            <numerusform>Hochfahren, Veteranen-Fahrer (%n Zug)</numerusform>
            <numerusform>Hochfahren, Veteranen-Fahrer (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="396"/>
        <source>Power-up, regular driver (%n turns)</source>
        <translation>
            <numerusform>Hochfahren, regulärer Fahrer (%n Zug)</numerusform>
            <numerusform>Hochfahren, regulärer Fahrer (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="399"/>
        <source>Power-up, recruit driver (%n turns)</source>
        <translation>
            <numerusform>Hochfahren, Rekruten-Fahrer (%n Zug)</numerusform>
            <numerusform>Hochfahren, Rekruten-Fahrer (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="402"/>
        <source>Arming, high initiative (%n turns)</source>
        <translation>
            <numerusform>Bewaffnen, hohe Initiative (%n Zug)</numerusform>
            <numerusform>Bewaffnen, hohe Initiative (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="404"/>
        <source>Arming, average initiative (%n turns)</source>
        <translation>
            <numerusform>Bewaffnen, mittlere Initiative (%n Zug)</numerusform>
            <numerusform>Bewaffnen, mittlere Initiative (%n Züge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="406"/>
        <source>Arming, low initiative (%n turns)</source>
        <translation>
            <numerusform>Bewaffnen, niedrige Initiative (%n Zug)</numerusform>
            <numerusform>Bewaffnen, niedrige Initiative (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="409"/>
        <source>Battles survived (experience):</source>
        <translation>Überstandene Gefechte (Erfahrung):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="410"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="411"/>
        <source>rules 54 (surprise), 65 (gas), 68 (support), 71 (experience), 74 (races), 79 (Mercenary); 2D at or under the morale passes.</source>
        <translation>Regeln 54 (Überraschung), 65 (Gas), 68 (Unterstützung), 71 (Erfahrung), 74 (Spezies), 79 (Mercenary); 2D gleich oder unter der Moral bestehen.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="413"/>
        <source>Book 1: when else to check morale, what a failure does (rout, pinning), and rallying.</source>
        <translation>Buch 1: wann sonst die Moral zu prüfen ist, was ein Fehlschlag bewirkt (Flucht, Niederhalten), und Sammeln.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="415"/>
        <source>Book 1: leaders (their +1 is only implied here) and the initiative levels that morale gives.</source>
        <translation>Buch 1: Anführer (ihr +1 ist hier nur angedeutet) und die Initiativestufen, die die Moral ergibt.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="417"/>
        <source>Book 1: orders and their delay (rule 10).</source>
        <translation>Buch 1: Befehle und ihre Verzögerung (Regel 10).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="435"/>
        <source>&lt;h3&gt;Morale check&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Moralprüfung&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="438"/>
        <source>&lt;p&gt;%1 against morale %2: &lt;b&gt;passed&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 gegen Moral %2: &lt;b&gt;bestanden&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="441"/>
        <source>&lt;p&gt;%1 against morale %2: &lt;b&gt;failed by %3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 gegen Moral %2: &lt;b&gt;um %3 verfehlt&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="447"/>
        <source>&lt;p&gt;If surprised: panicked %n turn(s); begins on turn %1, ready at the end of turn %2, acts on turn %3.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Bei Überraschung: %n Zug in Panik; beginnt in Zug %1, bereit am Ende von Zug %2, handelt in Zug %3.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Bei Überraschung: %n Züge in Panik; beginnt in Zug %1, bereit am Ende von Zug %2, handelt in Zug %3.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="454"/>
        <source>&lt;p&gt;After %1 battles survived without routing: morale %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach %1 überstandenen Gefechten ohne Flucht: Moral %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="465"/>
        <source>Damage points:</source>
        <translation>Schadenspunkte:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="466"/>
        <source>Damage taken so far:</source>
        <translation>Bisher erlittener Schaden:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="467"/>
        <source>Hit&apos;s penetration:</source>
        <translation>Durchschlag des Treffers:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="468"/>
        <source>HE round</source>
        <translation>HE-Geschoss</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="469"/>
        <source>An extra hit this phase</source>
        <translation>Ein weiterer Treffer in dieser Phase</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="470"/>
        <source>Original maximum speed (cm):</source>
        <translation>Ursprüngliche Höchstgeschwindigkeit (cm):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="471"/>
        <source>Minimum speed (cm):</source>
        <translation>Mindestgeschwindigkeit (cm):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="472"/>
        <source>Original agility:</source>
        <translation>Ursprüngliche Wendigkeit:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="473"/>
        <source>rule 62 E.</source>
        <translation>Regel 62 E.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="475"/>
        <source>Aircraft Damage</source>
        <translation>Flugzeugschaden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="476"/>
        <source>Book 3: each aircraft&apos;s damage points, speeds and agility.</source>
        <translation>Buch 3: Schadenspunkte, Geschwindigkeiten und Wendigkeit jedes Flugzeugs.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="477"/>
        <source>Book 1: the to-hit roll and penetration of the weapon that hit.</source>
        <translation>Buch 1: der Trefferwurf und der Durchschlag der treffenden Waffe.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="478"/>
        <source>Half a penetration rounds down here: the text does not say.</source>
        <translation>Ein halber Durchschlag wird hier abgerundet: Der Text sagt es nicht.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="488"/>
        <source>&lt;h3&gt;Aircraft hit&lt;/h3&gt;&lt;p&gt;The hit does &lt;b&gt;%1&lt;/b&gt; damage points; %2 of %3 taken.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Flugzeug getroffen&lt;/h3&gt;&lt;p&gt;Der Treffer verursacht &lt;b&gt;%1&lt;/b&gt; Schadenspunkte; %2 von %3 erlitten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="493"/>
        <source>&lt;p&gt;Maximum speed %1 cm, agility %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Höchstgeschwindigkeit %1 cm, Wendigkeit %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="497"/>
        <source>&lt;p&gt;&lt;b&gt;Destroyed.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zerstört.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="499"/>
        <source>&lt;p&gt;&lt;b&gt;Crashes&lt;/b&gt;: its maximum speed is below its minimum; unwounded crew may bail out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Stürzt ab&lt;/b&gt;: Seine Höchstgeschwindigkeit liegt unter seiner Mindestgeschwindigkeit; unverwundete Besatzung kann abspringen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="504"/>
        <source>&lt;p&gt;%1 (%2%): </source>
        <translation>&lt;p&gt;%1 (%2%): </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="506"/>
        <source>no critical.&lt;/p&gt;</source>
        <translation>kein kritischer Treffer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="510"/>
        <source>&lt;b&gt;critical&lt;/b&gt;; %1: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;kritischer Treffer&lt;/b&gt;; %1: %2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hexwright::ReinforcementForm</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="37"/>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="39"/>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="41"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="42"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="86"/>
        <source>The side whose units arrive. Units of the old side go back off-board when it changes.</source>
        <translation>Die Seite, deren Einheiten ankommen. Einheiten der alten Seite gehen beim Wechsel zurück außerhalb der Karte.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="88"/>
        <source>S&amp;ide:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="92"/>
        <source>The turn at the start of which the units arrive</source>
        <translation>Die Runde, zu deren Beginn die Einheiten ankommen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="93"/>
        <source>T&amp;urn:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="96"/>
        <source>Along a map edge</source>
        <translation>Entlang eines Kartenrands</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="97"/>
        <source>At a road entry hex</source>
        <translation>An einem Straßen-Eintrittsfeld</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="98"/>
        <source>Anywhere in a zone</source>
        <translation>Irgendwo in einer Zone</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="99"/>
        <source>By paradrop onto a drop zone</source>
        <translation>Per Fallschirmabsprung in eine Landezone</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="100"/>
        <source>Edge decided by a die roll</source>
        <translation>Rand per Würfelwurf bestimmt</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="101"/>
        <source>&amp;Enters:</source>
        <translation>&amp;Eintritt:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="114"/>
        <source>E&amp;dge:</source>
        <translation>R&amp;and:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="117"/>
        <source>The panels whose edge it is; none ticked: the whole map&apos;s edge</source>
        <translation>Die Kartenteile, deren Rand es ist; keiner angehakt: der Rand der ganzen Karte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="121"/>
        <source>Of panels:</source>
        <translation>Von Kartenteilen:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="131"/>
        <source>e.g. 0812</source>
        <translation>z. B. 0812</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="132"/>
        <source>The label of the hex where the units enter; Enter to apply</source>
        <translation>Die Bezeichnung des Hexfelds, in dem die Einheiten eintreten; Eingabe zum Übernehmen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="133"/>
        <source>&amp;Pick on Map</source>
        <translation>Auf Karte &amp;wählen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="135"/>
        <source>Take the next click on the map as the entry hex</source>
        <translation>Den nächsten Klick auf die Karte als Eintrittsfeld nehmen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="138"/>
        <source>&amp;Hex:</source>
        <translation>&amp;Hexfeld:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="155"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="384"/>
        <source>&amp;Zone:</source>
        <translation>&amp;Zone:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="168"/>
        <source>Die roll outcomes</source>
        <translation>Würfelergebnisse</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Faces</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Panels</source>
        <translation>Kartenteile</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="173"/>
        <source>Faces of 1d6 (&quot;1,2,3&quot;), the edge they choose and its panels (&quot;1, 2&quot;; empty: the whole map&apos;s edge)</source>
        <translation>Augen von 1W6 („1,2,3“), der Rand, den sie wählen, und seine Kartenteile („1, 2“; leer: der Rand der ganzen Karte)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="178"/>
        <source>Add Outcome</source>
        <translation>Ergebnis hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="180"/>
        <source>Remove Outcome</source>
        <translation>Ergebnis entfernen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="189"/>
        <source>Roll again if the roll picks the edge another reinforcement rolled (scenario 13: &quot;re-roll if Blue rolls Red&apos;s board&quot;)</source>
        <translation>Erneut würfeln, wenn der Wurf den Rand ergibt, den eine andere Verstärkung erwürfelt hat (Szenario 13: „erneut würfeln, wenn Blau den Spielplan von Rot würfelt“)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="191"/>
        <source>Re-roll if same as:</source>
        <translation>Neu würfeln, wenn gleich wie:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="198"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="202"/>
        <source>Units that arrive</source>
        <translation>Ankommende Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="211"/>
        <source>&amp;Add Units...</source>
        <translation>E&amp;inheiten hinzufügen...</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="213"/>
        <source>Bring units of this side that are held off-board</source>
        <translation>Einheiten dieser Seite hereinbringen, die außerhalb der Karte gehalten werden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="214"/>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="216"/>
        <source>Send the selected units back off-board</source>
        <translation>Die ausgewählten Einheiten zurück außerhalb der Karte schicken</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="229"/>
        <source>Change Reinforcement Turn</source>
        <translation>Verstärkungsrunde ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="336"/>
        <source>Select a reinforcement in the timeline, or make a new one.</source>
        <translation>Wählen Sie eine Verstärkung in der Zeitleiste oder legen Sie eine neue an.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="378"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="584"/>
        <source>%1 is not a playable hex of the map.</source>
        <translation>%1 ist kein spielbares Hexfeld der Karte.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="384"/>
        <source>&amp;Drop zone:</source>
        <translation>&amp;Landezone:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="390"/>
        <source>(never)</source>
        <translation>(nie)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="411"/>
        <source>Panel %1</source>
        <translation>Kartenteil %1</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="491"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="495"/>
        <source>Change Reinforcement Side</source>
        <translation>Seite der Verstärkung ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="493"/>
        <source>Return Units Off-board</source>
        <translation>Einheiten außerhalb der Karte zurückschicken</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="532"/>
        <source>No Zones</source>
        <translation>Keine Zonen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="533"/>
        <source>The scenario has no zones yet. Make one in the Setup dock first.</source>
        <translation>Das Szenario hat noch keine Zonen. Legen Sie zuerst eine im Aufstellungs-Dock an.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="553"/>
        <source>Change Reinforcement Entry</source>
        <translation>Eintritt der Verstärkung ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="568"/>
        <source>Change Entry Edge</source>
        <translation>Eintrittsrand ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="578"/>
        <source>&quot;%1&quot; is not a hex label: type column and row, like %2.</source>
        <translation>„%1“ ist keine Hexfeldbezeichnung: Geben Sie Spalte und Reihe ein, etwa %2.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="598"/>
        <source>Change Entry Hex</source>
        <translation>Eintrittsfeld ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="609"/>
        <source>Change Entry Zone</source>
        <translation>Eintrittszone ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="645"/>
        <source>Change Die Roll</source>
        <translation>Würfelwurf ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="669"/>
        <source>Add Die Roll Outcome</source>
        <translation>Würfelergebnis hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="682"/>
        <source>Remove Die Roll Outcome</source>
        <translation>Würfelergebnis entfernen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/schedule/reinforcementform.cpp" line="706"/>
        <source>Add %n Units to %1</source>
        <translation>
            <numerusform>%n Einheit zu %1 hinzufügen</numerusform>
            <numerusform>%n Einheiten zu %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="730"/>
        <source>Return Units of %1 Off-board</source>
        <translation>Einheiten von %1 außerhalb der Karte zurückschicken</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="744"/>
        <source>No Units Off-board</source>
        <translation>Keine Einheiten außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="745"/>
        <source>No units of this side are held off-board. Buy them in the Forces dock: new lines start off-board.</source>
        <translation>Von dieser Seite werden keine Einheiten außerhalb der Karte gehalten. Kaufen Sie sie im Truppen-Dock: neue Zeilen beginnen außerhalb der Karte.</translation>
    </message>
</context>
<context>
    <name>hexwright::ReplayControls</name>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="172"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="184"/>
        <source>&amp;First Action</source>
        <translation>&amp;Erste Aktion</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="185"/>
        <source>Go back to the start of the game</source>
        <translation>Zum Anfang des Spiels zurückgehen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="186"/>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="187"/>
        <source>Take back the last action shown</source>
        <translation>Die zuletzt gezeigte Aktion zurücknehmen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="189"/>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="190"/>
        <source>Show the next action of the log and its rolls</source>
        <translation>Die nächste Aktion des Protokolls und ihre Würfe zeigen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="191"/>
        <source>&amp;Last Action</source>
        <translation>&amp;Letzte Aktion</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="192"/>
        <source>Go to the end of the game</source>
        <translation>Zum Ende des Spiels gehen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="207"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="214"/>
        <source>Action shown</source>
        <translation>Gezeigte Aktion</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="210"/>
        <source>Drag to any action of the game</source>
        <translation>Zu einer beliebigen Aktion des Spiels ziehen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="216"/>
        <source>action </source>
        <translation>Aktion </translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="219"/>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="342"/>
        <source>Replay of %1 — action %2 of %3</source>
        <translation>Wiederholung von %1 — Aktion %2 von %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="360"/>
        <source>The game as it starts</source>
        <translation>Das Spiel zu Beginn</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="363"/>
        <source>Action %1 of %2: %3 (the end of the game)</source>
        <translation>Aktion %1 von %2: %3 (das Ende des Spiels)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="364"/>
        <source>Action %1 of %2: %3</source>
        <translation>Aktion %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>hexwright::RoadTool</name>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="23"/>
        <source>&amp;Road</source>
        <translation>&amp;Straße</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="27"/>
        <source>Drag from hex to hex to draw a road; drag with the right button or Shift to erase road</source>
        <translation>Ziehen Sie von Hexfeld zu Hexfeld, um eine Straße zu zeichnen; mit der rechten Taste oder Umschalt ziehen löscht die Straße</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="74"/>
        <source>No road there to erase</source>
        <translation>Dort ist keine Straße zu löschen</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="75"/>
        <source>The road is there already</source>
        <translation>Die Straße ist schon da</translation>
    </message>
</context>
<context>
    <name>hexwright::RosterDock</name>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="143"/>
        <source>Check the options to buy for every unit of the line</source>
        <translation>Haken Sie die Optionen an, die für jede Einheit der Zeile gekauft werden</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="160"/>
        <location filename="../editor/roster/rosterdock.cpp" line="189"/>
        <source>Forces</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="169"/>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="178"/>
        <location filename="../editor/roster/rosterdock.cpp" line="340"/>
        <source>No sides yet. A scenario needs sides before it has forces.</source>
        <translation>Noch keine Seiten. Ein Szenario braucht Seiten, bevor es Truppen hat.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="204"/>
        <source>Drag a line onto a map hex to set up one unit (Shift: the whole line, Ctrl: ask how many, Alt: in the zone under the cursor)</source>
        <translation>Ziehen Sie eine Zeile auf ein Hexfeld, um eine Einheit aufzustellen (Umschalt: die ganze Zeile, Strg: Anzahl erfragen, Alt: in der Zone unter dem Mauszeiger)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="209"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="216"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="220"/>
        <source>C&amp;ount:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="224"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="226"/>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="228"/>
        <source>Remove the selected line (Delete)</source>
        <translation>Die ausgewählte Zeile entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="229"/>
        <source>Place in &amp;Zone...</source>
        <translation>In &amp;Zone platzieren...</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="231"/>
        <source>Set every unit of the selected lines up in a zone</source>
        <translation>Jede Einheit der ausgewählten Zeilen in einer Zone aufstellen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="271"/>
        <source>Place in Zone</source>
        <translation>In Zone platzieren</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="271"/>
        <source>Set the selected units up in:</source>
        <translation>Die ausgewählten Einheiten aufstellen in:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="342"/>
        <source>No scenario is open.</source>
        <translation>Kein Szenario geöffnet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="386"/>
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n Punkt)</numerusform>
            <numerusform>%1 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="387"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="412"/>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="414"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="418"/>
        <source>Over budget by %n points</source>
        <translation>
            <numerusform>Budget um %n Punkt überschritten</numerusform>
            <numerusform>Budget um %n Punkte überschritten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="436"/>
        <location filename="../editor/roster/rosterdock.cpp" line="442"/>
        <source>The attacker should have about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation>Der Angreifer sollte etwa 20 % mehr Punkte haben als der Verteidiger: etwa %1 gegen %3 von %2.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="450"/>
        <source>The attacker should have about 20 % more points than the defender.</source>
        <translation>Der Angreifer sollte etwa 20 % mehr Punkte haben als der Verteidiger.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="452"/>
        <source>Under %1 points buys very few good units.</source>
        <translation>Unter %1 Punkten bekommt man nur sehr wenige gute Einheiten.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="454"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation>Über %1 Punkte ist meist zu schwerfällig.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="455"/>
        <source>%1-%2 points a side plays in a few hours; under %3 or over %4 is discouraged.</source>
        <translation>%1–%2 Punkte je Seite spielen sich in wenigen Stunden; unter %3 oder über %4 wird abgeraten.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="500"/>
        <location filename="../editor/roster/rosterdock.cpp" line="522"/>
        <source>Add %1 %2</source>
        <translation>%1 %2 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="549"/>
        <source>Remove Force Line</source>
        <translation>Truppenzeile entfernen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="550"/>
        <source>Remove %n Force Lines</source>
        <translation>
            <numerusform>%n Truppenzeile entfernen</numerusform>
            <numerusform>%n Truppenzeilen entfernen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="608"/>
        <source>Place 1 Unit in &apos;%1&apos;</source>
        <translation>1 Einheit in „%1“ platzieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="608"/>
        <source>Place %n Units in &apos;%1&apos;</source>
        <translation>
            <numerusform>%n Einheit in „%1“ platzieren</numerusform>
            <numerusform>%n Einheiten in „%1“ platzieren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::RosterModel</name>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="179"/>
        <source> + %1 options</source>
        <translation> + %1 Optionen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="181"/>
        <source> + %1 rally</source>
        <translation> + %1 Sammeln</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="186"/>
        <source> (line: +%1 leaders and skills)</source>
        <translation> (Zeile: +%1 Anführer und Fertigkeiten)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="249"/>
        <location filename="../editor/roster/rostermodel.cpp" line="420"/>
        <source>Off board</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="255"/>
        <source>Zone: %1</source>
        <translation>Zone: %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="271"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="301"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="307"/>
        <source>This unit takes no purchase options.</source>
        <translation>Diese Einheit nimmt keine Kaufoptionen.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="308"/>
        <source>Options this unit can take: %1 (double-click to choose)</source>
        <translation>Optionen, die diese Einheit nehmen kann: %1 (Doppelklick zum Auswählen)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="316"/>
        <source>Points per unit: the cost chart&apos;s price with its options, plus the rally cost of the colour&apos;s morale</source>
        <translation>Punkte pro Einheit: der Preis aus der Kostentabelle mit ihren Optionen, plus die Sammelkosten der Moral ihrer Farbe</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="329"/>
        <source>Where the line sets up. Drag the line onto the map to set units up on a hex (Alt: in the zone under the cursor).</source>
        <translation>Wo sich die Zeile aufstellt. Ziehen Sie die Zeile auf die Karte, um Einheiten auf einem Hexfeld aufzustellen (Alt: in der Zone unter dem Mauszeiger).</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="372"/>
        <source>Change Count of %1</source>
        <translation>Anzahl von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="391"/>
        <source>Change Options of %1</source>
        <translation>Optionen von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="410"/>
        <source>Set Up %1</source>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="430"/>
        <source>Reinforcement %1</source>
        <translation>Verstärkung %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="437"/>
        <source>At %1, %2</source>
        <extracomment>a unit placed at a point of the table: &quot;At 18.0 in, 3.0 in&quot;</extracomment>
        <translation>Bei %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="489"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="491"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="493"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="495"/>
        <source>Cost per unit</source>
        <translation>Stückkosten</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="497"/>
        <source>Line cost</source>
        <translation>Zeilenkosten</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="499"/>
        <source>Placed</source>
        <translation>Platziert</translation>
    </message>
</context>
<context>
    <name>hexwright::ScenarioPropertiesDialog</name>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="81"/>
        <source>Scenario Properties</source>
        <translation>Szenario-Eigenschaften</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="89"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="92"/>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="95"/>
        <source>Where the scenario comes from, e.g. the book&apos;s scenario 8</source>
        <translation>Woher das Szenario stammt, z. B. Szenario 8 des Regelbuchs</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="96"/>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="106"/>
        <source>A side is played by player %1, so there are at least %1 players</source>
        <translation>Eine Seite wird von Spieler %1 gespielt, also gibt es mindestens %1 Spieler</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="109"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="112"/>
        <source>Designer&apos;s notes: which units stand in for lost counter pictures, what was guessed</source>
        <translation>Designernotizen: welche Einheiten verlorene Spielsteinbilder ersetzen, was erraten wurde</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="114"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="115"/>
        <source>&amp;General</source>
        <translation>A&amp;llgemein</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="119"/>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="120"/>
        <source>The story and situation every player reads</source>
        <translation>Die Geschichte und Lage, die jeder Spieler liest</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="121"/>
        <source>&amp;Briefing</source>
        <translation>&amp;Briefing</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="127"/>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="128"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="128"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="143"/>
        <source>The rule in the words players read</source>
        <translation>Die Regel im Wortlaut, den die Spieler lesen</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="145"/>
        <source>&amp;Words:</source>
        <translation>&amp;Wortlaut:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="148"/>
        <source>What the playtest obeys; the words alone are not checked</source>
        <translation>Was das Testspiel befolgt; der Wortlaut allein wird nicht geprüft</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="150"/>
        <source>None: words only</source>
        <translation>Keine: nur Wortlaut</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="158"/>
        <source>&amp;Effect:</source>
        <translation>Wirk&amp;ung:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="170"/>
        <source>&amp;Add Rule</source>
        <translation>Regel &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="172"/>
        <source>&amp;Remove Rule</source>
        <translation>Regel &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="174"/>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="176"/>
        <source>Move &amp;Down</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="196"/>
        <source>Special &amp;Rules (%1)</source>
        <translation>Sonde&amp;rregeln (%1)</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="352"/>
        <source>An optional part of the effect: check it to use it</source>
        <translation>Ein optionaler Teil der Wirkung: anhaken, um ihn zu verwenden</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="421"/>
        <source>Rule %1: &apos;%2&apos; is not a valid id: use lowercase letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation>Regel %1: „%2“ ist keine gültige ID: Verwenden Sie Kleinbuchstaben, Ziffern, „-“ und „_“.</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="426"/>
        <source>Rule %1: the id &apos;%2&apos; is used twice.</source>
        <translation>Regel %1: die ID „%2“ wird zweimal verwendet.</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="428"/>
        <source>Rule %1 has no text.</source>
        <translation>Regel %1 hat keinen Text.</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="461"/>
        <source>Change Scenario Properties</source>
        <translation>Szenario-Eigenschaften ändern</translation>
    </message>
</context>
<context>
    <name>hexwright::ScheduleDock</name>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="31"/>
        <source>Reinforcements</source>
        <translation>Verstärkungen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="36"/>
        <source>&amp;New Reinforcement</source>
        <translation>&amp;Neue Verstärkung</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="38"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="40"/>
        <source>Schedule units of a side to arrive on a later turn</source>
        <translation>Einheiten einer Seite für die Ankunft in einer späteren Runde einplanen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="42"/>
        <source>D&amp;uplicate Reinforcement</source>
        <translation>Verstärkung &amp;duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="44"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="46"/>
        <source>Another reinforcement of the same side, turn and entry, without units</source>
        <translation>Eine weitere Verstärkung derselben Seite, Runde und desselben Eintritts, ohne Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="48"/>
        <source>&amp;Delete Reinforcement</source>
        <translation>Verstärkung &amp;löschen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="50"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="51"/>
        <source>Delete the selected reinforcement (Delete in the timeline); its units go back off-board</source>
        <translation>Die ausgewählte Verstärkung löschen (Entf in der Zeitleiste); ihre Einheiten gehen zurück außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="53"/>
        <source>Delete the selected reinforcement; its units go back off-board</source>
        <translation>Die ausgewählte Verstärkung löschen; ihre Einheiten gehen zurück außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="62"/>
        <source>Game length:</source>
        <translation>Spieldauer:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="63"/>
        <source>&amp;Turns</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="65"/>
        <source>The game ends after this many turns</source>
        <translation>Das Spiel endet nach so vielen Runden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="69"/>
        <source>Game length in turns</source>
        <translation>Spieldauer in Runden</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="70"/>
        <source>Turns, up to the last of the turn record</source>
        <translation>Runden, bis zur letzten der Rundenleiste</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="75"/>
        <source>or &amp;until:</source>
        <translation>oder &amp;bis:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="78"/>
        <source>The game also ends as soon as this victory condition holds</source>
        <translation>Das Spiel endet auch, sobald diese Siegbedingung erfüllt ist</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="199"/>
        <source>(no condition)</source>
        <translation>(keine Bedingung)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="210"/>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="240"/>
        <source>Change Game Length</source>
        <translation>Spieldauer ändern</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="268"/>
        <source>New Reinforcement</source>
        <translation>Neue Verstärkung</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="283"/>
        <source>Duplicate Reinforcement</source>
        <translation>Verstärkung duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="294"/>
        <source>Delete Reinforcement %1</source>
        <translation>Verstärkung %1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="314"/>
        <source>Move Reinforcement %1 to Turn %2</source>
        <translation>Verstärkung %1 in Runde %2 verschieben</translation>
    </message>
</context>
<context>
    <name>hexwright::SetupTool</name>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="33"/>
        <source>Set &amp;Up Units</source>
        <translation>&amp;Einheiten aufstellen</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="38"/>
        <source>Drag stacks from hex to hex; Delete sends the units under the cursor off board. Drag roster lines from the Forces dock onto the map to set them up</source>
        <translation>Ziehen Sie Stapel von Hexfeld zu Hexfeld; Entf schickt die Einheiten unter dem Mauszeiger außerhalb der Karte. Ziehen Sie Zeilen aus dem Truppen-Dock auf die Karte, um sie aufzustellen</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="47"/>
        <source>Drag a stack to move it; Delete sends the units under the cursor off board</source>
        <translation>Ziehen Sie einen Stapel, um ihn zu verschieben; Entf schickt die Einheiten unter dem Mauszeiger außerhalb der Karte</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="78"/>
        <source>No units on %1. Drag lines from the Forces dock to set units up.</source>
        <translation>Keine Einheiten auf %1. Ziehen Sie Zeilen aus dem Truppen-Dock, um Einheiten aufzustellen.</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="116"/>
        <source>Units set up on whole hexes of the map only.</source>
        <translation>Einheiten werden nur auf ganzen Hexfeldern der Karte aufgestellt.</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="124"/>
        <source>Move 1 Unit from %1 to %2</source>
        <translation>1 Einheit von %1 nach %2 verschieben</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="125"/>
        <source>Move %n Units from %1 to %2</source>
        <translation>
            <numerusform>%n Einheit von %1 nach %2 verschieben</numerusform>
            <numerusform>%n Einheiten von %1 nach %2 verschieben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="144"/>
        <source>Return 1 Unit Off Board from %1</source>
        <translation>1 Einheit von %1 außerhalb der Karte zurückschicken</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="145"/>
        <source>Return %n Units Off Board from %1</source>
        <translation>
            <numerusform>%n Einheit von %1 außerhalb der Karte zurückschicken</numerusform>
            <numerusform>%n Einheiten von %1 außerhalb der Karte zurückschicken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="164"/>
        <source>No units on %1.</source>
        <translation>Keine Einheiten auf %1.</translation>
    </message>
</context>
<context>
    <name>hexwright::SetupTray</name>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="71"/>
        <source>Pieces to place</source>
        <translation>Zu platzierende Spielsteine</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="72"/>
        <source>Drag a piece onto a lit place on the map, or select it and click there; Enter takes the keyboard to the map, where the arrows and Enter place it</source>
        <translation>Ziehen Sie einen Spielstein auf einen hervorgehobenen Platz der Karte, oder wählen Sie ihn aus und klicken Sie dort; Eingabe bringt die Tastatur auf die Karte, wo die Pfeiltasten und Eingabe ihn platzieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="83"/>
        <source>Place the Rest Automatically</source>
        <translation>Den Rest automatisch platzieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="86"/>
        <source>Set up every piece left in the tray in legal hexes of its zones, as the engine chooses; Undo takes it back</source>
        <translation>Jeden in der Ablage verbliebenen Spielstein auf erlaubten Hexfeldern seiner Zonen aufstellen, wie die Engine es wählt; Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="93"/>
        <location filename="../editor/playtest/setuptray.cpp" line="139"/>
        <source>End Set-up</source>
        <translation>Aufstellung beenden</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="101"/>
        <source>Undo the last placement</source>
        <translation>Die letzte Platzierung rückgängig machen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="156"/>
        <source>%1 has placed every piece: end the set-up, or take a placement back with Undo.</source>
        <translation>%1 hat jeden Spielstein platziert: Beenden Sie die Aufstellung oder nehmen Sie eine Platzierung mit Rückgängig zurück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/setuptray.cpp" line="153"/>
        <source>%1 sets up %n piece(s): drag each onto a lit place on the map.</source>
        <translation>
            <numerusform>%1 stellt %n Spielstein auf: Ziehen Sie ihn auf einen hervorgehobenen Platz der Karte.</numerusform>
            <numerusform>%1 stellt %n Spielsteine auf: Ziehen Sie jeden auf einen hervorgehobenen Platz der Karte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="139"/>
        <source>End %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="130"/>
        <source>End %1&apos;s set-up; play goes on to the next player&apos;s</source>
        <translation>Die Aufstellung von %1 beenden; das Spiel geht mit der Aufstellung des nächsten Spielers weiter</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/setuptray.cpp" line="131"/>
        <source>%n piece(s) still to place: place them, or Place the Rest Automatically</source>
        <translation>
            <numerusform>Noch %n Spielstein zu platzieren: Platzieren Sie ihn oder wählen Sie „Den Rest automatisch platzieren“</numerusform>
            <numerusform>Noch %n Spielsteine zu platzieren: Platzieren Sie sie oder wählen Sie „Den Rest automatisch platzieren“</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::SheetOptionsDialog</name>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="49"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="86"/>
        <source>&amp;Greyscale, terrain told apart by patterns</source>
        <translation>&amp;Graustufen, Gelände durch Muster unterschieden</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="87"/>
        <source>For black-and-white printers; otherwise the book&apos;s colours</source>
        <translation>Für Schwarzweißdrucker; sonst die Farben des Regelbuchs</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="132"/>
        <source>Hex size across the flats on paper; the book&apos;s map has 16 mm</source>
        <translation>Hexfeldgröße über die Flächen gemessen auf dem Papier; die Karte des Regelbuchs hat 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="133"/>
        <source>&amp;Hex size:</source>
        <translation>&amp;Hexfeldgröße:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="136"/>
        <source>Map repeated on both sides of the seam between two pages</source>
        <translation>Karte auf beiden Seiten der Naht zwischen zwei Seiten wiederholt</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="137"/>
        <source>O&amp;verlap:</source>
        <translation>Ü&amp;berlappung:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="138"/>
        <source>&amp;Cut and alignment marks</source>
        <translation>S&amp;chneide- und Passmarken</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="141"/>
        <source>&amp;Assembly diagram page and page labels</source>
        <translation>&amp;Montageplan-Seite und Seitenbeschriftungen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="143"/>
        <source>Hex &amp;numbers</source>
        <translation>Hexfeld&amp;nummern</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="157"/>
        <source>Player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="164"/>
        <source>A sheet for &amp;each player:</source>
        <translation>Ein Bogen für &amp;jeden Spieler:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="425"/>
        <source>Tick at least one player.</source>
        <translation>Haken Sie mindestens einen Spieler an.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="165"/>
        <source>A &amp;referee sheet showing everything</source>
        <translation>Ein &amp;Schiedsrichterbogen mit allem</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="175"/>
        <source>Counter edge on paper; the book&apos;s counters are half an inch (12.7 mm)</source>
        <translation>Kantenlänge des Spielsteins auf dem Papier; die Spielsteine des Regelbuchs haben einen halben Zoll (12,7 mm)</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="177"/>
        <source>&amp;Counter size:</source>
        <translation>Spiel&amp;steingröße:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="180"/>
        <source>On back pages, mirrored for double-sided printing</source>
        <translation>Auf Rückseiten-Seiten, gespiegelt für beidseitigen Druck</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="181"/>
        <source>Beside the fronts, to fold</source>
        <translation>Neben den Vorderseiten, zum Falten</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="182"/>
        <source>Where the backs of two-sided counters (infantry on foot and mounted) go</source>
        <translation>Wohin die Rückseiten zweiseitiger Spielsteine (Infanterie zu Fuß und aufgesessen) kommen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="184"/>
        <source>&amp;Backs:</source>
        <translation>&amp;Rückseiten:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="185"/>
        <source>C&amp;ut lines</source>
        <translation>Schnitt&amp;linien</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="193"/>
        <source>&amp;Mark provisional counter factors</source>
        <translation>Vorläufige Spielsteinwerte &amp;kennzeichnen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="194"/>
        <source>A dagger on the factors the rulebook&apos;s text does not give, and a footnote</source>
        <translation>Ein Kreuz an den Werten, die der Regeltext nicht angibt, und eine Fußnote</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="203"/>
        <source>Map Sheets</source>
        <translation>Kartenbögen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="205"/>
        <source>Setup Sheets</source>
        <translation>Aufstellungsbögen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="207"/>
        <source>Counter Sheets</source>
        <translation>Spielsteinbögen</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="214"/>
        <source>Makes 1 page.</source>
        <translation>Ergibt 1 Seite.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="214"/>
        <source>Makes %1 pages.</source>
        <translation>Ergibt %1 Seiten.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="428"/>
        <source>Nothing to print.</source>
        <translation>Nichts zu drucken.</translation>
    </message>
</context>
<context>
    <name>hexwright::SideChoicesEditor</name>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="36"/>
        <source>%1 (unknown)</source>
        <translation>%1 (unbekannt)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="51"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="52"/>
        <source>The faction the side&apos;s player plays: it decides the goals the player may choose from</source>
        <translation>Die Fraktion, die der Spieler der Seite spielt: Sie bestimmt die Aufträge, aus denen der Spieler wählen kann</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="54"/>
        <source>Fa&amp;ction:</source>
        <translation>Fra&amp;ktion:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="81"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="107"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="125"/>
        <source>%1 (marker %2)</source>
        <translation>%1 (Marker %2)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="128"/>
        <source>Not chosen</source>
        <translation>Nicht gewählt</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="130"/>
        <source>The objective marker the goal is secretly tied to</source>
        <translation>Der Missionszielmarker, an den der Auftrag geheim gebunden ist</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="144"/>
        <source>Remove Faction</source>
        <translation>Fraktion entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="145"/>
        <source>Choose Faction %1</source>
        <translation>Fraktion %1 wählen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="160"/>
        <source>Choose %1 %2</source>
        <translation>%1 %2 wählen</translation>
    </message>
</context>
<context>
    <name>hexwright::SidesDock</name>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="62"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="64"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="68"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="74"/>
        <location filename="../editor/sides/sidesdock.cpp" line="88"/>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="101"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="104"/>
        <source>Add a side with the first free colour (at most %1 sides)</source>
        <translation>Eine Seite mit der ersten freien Farbe hinzufügen (höchstens %1 Seiten)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="106"/>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="108"/>
        <source>Remove the side with its forces, reinforcements, hidden units and the victory conditions that name it</source>
        <translation>Die Seite mit ihren Truppen, Verstärkungen, verdeckten Einheiten und den Siegbedingungen, die sie nennen, entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="111"/>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="113"/>
        <source>Move the side up the list</source>
        <translation>Die Seite in der Liste nach oben schieben</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="115"/>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="117"/>
        <source>Move the side down the list</source>
        <translation>Die Seite in der Liste nach unten schieben</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="138"/>
        <source>A side needs a name</source>
        <translation>Eine Seite braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="139"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="144"/>
        <source>The id the file uses for the side; changing it changes every force, reinforcement, hidden unit and victory condition of the side too</source>
        <translation>Die ID, die die Datei für die Seite verwendet; eine Änderung ändert auch alle Truppen, Verstärkungen, verdeckten Einheiten und Siegbedingungen der Seite</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="147"/>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="151"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="162"/>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="167"/>
        <source>&amp;Role:</source>
        <translation>R&amp;olle:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="171"/>
        <source>1 sets up first</source>
        <translation>1 stellt sich zuerst auf</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="172"/>
        <source>&amp;Sets up:</source>
        <translation>&amp;Aufstellung:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="180"/>
        <source>1 moves first each turn</source>
        <translation>1 zieht in jeder Runde zuerst</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="181"/>
        <source>&amp;Moves:</source>
        <translation>&amp;Zugfolge:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="187"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="189"/>
        <source>The points the side may spend on its forces</source>
        <translation>Die Punkte, die die Seite für ihre Truppen ausgeben darf</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="192"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="195"/>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="198"/>
        <source>Use the suggested budget</source>
        <translation>Das vorgeschlagene Budget verwenden</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="211"/>
        <source>What this side&apos;s player reads: set-up, orders, aims</source>
        <translation>Was der Spieler dieser Seite liest: Aufstellung, Befehle, Ziele</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="213"/>
        <source>Brie&amp;fing:</source>
        <translation>Brie&amp;fing:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="214"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="218"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="221"/>
        <location filename="../editor/sides/sidesdock.cpp" line="584"/>
        <source>Alliances</source>
        <translation>Bündnisse</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="246"/>
        <source>Rename Side &apos;%1&apos;</source>
        <translation>Seite „%1“ umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="639"/>
        <source>Add Side &apos;%1&apos;</source>
        <translation>Seite „%1“ hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="673"/>
        <source>Remove Side &apos;%1&apos;</source>
        <translation>Seite „%1“ entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="255"/>
        <source>Change Player</source>
        <translation>Spieler ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="152"/>
        <source>No player (the rules &amp;move it)</source>
        <translation>Kein Spieler (die Regeln &amp;ziehen sie)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="155"/>
        <source>No person plays this side: the rules bring its units in, and they never move or fire of their own accord (a solitaire scenario&apos;s enemy). Its player is not counted among the scenario&apos;s players</source>
        <translation>Niemand spielt diese Seite: Die Regeln bringen ihre Einheiten ins Spiel, und sie ziehen oder feuern nie von sich aus (der Gegner eines Solitärszenarios). Ihr Spieler zählt nicht zu den Spielern des Szenarios</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="175"/>
        <source>Units added to this side&apos;s forces set up in this zone</source>
        <translation>Einheiten, die den Truppen dieser Seite hinzugefügt werden, werden in dieser Zone aufgestellt</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="176"/>
        <source>Default set-up &amp;zone:</source>
        <translation>Standard-Aufstellungs&amp;zone:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="261"/>
        <source>Let the Rules Move the Side</source>
        <translation>Die Regeln die Seite ziehen lassen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="261"/>
        <source>Give the Side a Player</source>
        <translation>Der Seite einen Spieler geben</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="265"/>
        <source>Change Role</source>
        <translation>Rolle ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="268"/>
        <source>Change Setup Order</source>
        <translation>Aufstellungsreihenfolge ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="273"/>
        <source>Change Default Set-up Zone</source>
        <translation>Standard-Aufstellungszone ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="276"/>
        <source>Change Move Order</source>
        <translation>Zugreihenfolge ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="288"/>
        <source>Set Budget</source>
        <translation>Budget festlegen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="288"/>
        <source>Remove Budget</source>
        <translation>Budget entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="293"/>
        <source>Change Budget</source>
        <translation>Budget ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="301"/>
        <source>Set Suggested Budget</source>
        <translation>Vorgeschlagenes Budget festlegen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="311"/>
        <source>Edit Briefing</source>
        <translation>Briefing bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="381"/>
        <source>%1 (no player, %2)</source>
        <translation>%1 (kein Spieler, %2)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="382"/>
        <source>%1 (player %2, %3)</source>
        <translation>%1 (Spieler %2, %3)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="385"/>
        <source>Id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="401"/>
        <source>No scenario is open.</source>
        <translation>Kein Szenario geöffnet.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="402"/>
        <source>No sides yet. Add one for each player.</source>
        <translation>Noch keine Seiten. Fügen Sie eine für jeden Spieler hinzu.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="421"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="467"/>
        <source>None (off board)</source>
        <translation>Keine (außerhalb der Karte)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="483"/>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="519"/>
        <source>%1 belongs to %2: a colour belongs to one side only</source>
        <translation>%1 gehört zu %2: eine Farbe gehört nur zu einer Seite</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="523"/>
        <source>A side needs at least one colour</source>
        <translation>Eine Seite braucht mindestens eine Farbe</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="546"/>
        <source>The attacker gets about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation>Der Angreifer bekommt etwa 20 % mehr Punkte als der Verteidiger: etwa %1 gegen %3 von %2.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="555"/>
        <source>The attacker gets about 20 % more points than the defender.</source>
        <translation>Der Angreifer bekommt etwa 20 % mehr Punkte als der Verteidiger.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="558"/>
        <source>Under %1 points buys very few good units.</source>
        <translation>Unter %1 Punkten bekommt man nur sehr wenige gute Einheiten.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="560"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation>Über %1 Punkte ist meist zu schwerfällig.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="561"/>
        <source>%1-%2 points a side play in a few hours; under %3 or over %4 is discouraged.</source>
        <translation>%1–%2 Punkte je Seite spielen sich in wenigen Stunden; unter %3 oder über %4 wird abgeraten.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="571"/>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="572"/>
        <source>Set the budget the book&apos;s guidance suggests</source>
        <translation>Das Budget festlegen, das die Empfehlung des Regelbuchs vorschlägt</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="583"/>
        <source>Alliances (%1)</source>
        <translation>Bündnisse (%1)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="595"/>
        <source>Add a side with the first free colour</source>
        <translation>Eine Seite mit der ersten freien Farbe hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="597"/>
        <source>A scenario has at most %1 sides</source>
        <translation>Ein Szenario hat höchstens %1 Seiten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="598"/>
        <source>Every colour belongs to a side already</source>
        <translation>Jede Farbe gehört bereits zu einer Seite</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="653"/>
        <location filename="../editor/sides/sidesdock.cpp" line="730"/>
        <source>1 force entry</source>
        <translation>1 Truppeneintrag</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="654"/>
        <location filename="../editor/sides/sidesdock.cpp" line="731"/>
        <source>%1 force entries</source>
        <translation>%1 Truppeneinträge</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="657"/>
        <source>1 reinforcement</source>
        <translation>1 Verstärkung</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="658"/>
        <source>%1 reinforcements</source>
        <translation>%1 Verstärkungen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="660"/>
        <location filename="../editor/sides/sidesdock.cpp" line="733"/>
        <source>1 group of hidden units</source>
        <translation>1 Gruppe verdeckter Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="661"/>
        <location filename="../editor/sides/sidesdock.cpp" line="734"/>
        <source>%1 groups of hidden units</source>
        <translation>%1 Gruppen verdeckter Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="664"/>
        <source>1 victory condition that names it</source>
        <translation>1 Siegbedingung, die sie nennt</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="665"/>
        <source>%1 victory conditions that name it</source>
        <translation>%1 Siegbedingungen, die sie nennen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="668"/>
        <source>Remove the side %1? These go with it: %2.</source>
        <translation>Die Seite %1 entfernen? Mit ihr gehen: %2.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="670"/>
        <source>Remove Side</source>
        <translation>Seite entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="684"/>
        <source>Move Side Up</source>
        <translation>Seite nach oben</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="684"/>
        <source>Move Side Down</source>
        <translation>Seite nach unten</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="698"/>
        <source>Another side has the id %1</source>
        <translation>Eine andere Seite hat die ID %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="699"/>
        <source>&apos;%1&apos; is not a valid id</source>
        <translation>„%1“ ist keine gültige ID</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="705"/>
        <source>Change Side Id</source>
        <translation>Seiten-ID ändern</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="735"/>
        <source>Remove Colour</source>
        <translation>Farbe entfernen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="736"/>
        <source>Take %1 from %2? These of its units go with it: %3.</source>
        <translation>%1 von %2 wegnehmen? Diese ihrer Einheiten gehen mit: %3.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="743"/>
        <source>Add %1 to %2</source>
        <translation>%1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="744"/>
        <source>Take %1 from %2</source>
        <translation>%1 von %2 wegnehmen</translation>
    </message>
</context>
<context>
    <name>hexwright::StrikerForceDialog</name>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="67"/>
        <source>Force and Environment</source>
        <translation>Streitmacht und Umwelt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="71"/>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="80"/>
        <source>&amp;Budget and Support</source>
        <translation>&amp;Budget und Unterstützung</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="81"/>
        <source>&amp;Forces</source>
        <translation>&amp;Truppen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="82"/>
        <source>&amp;Pre-game Works</source>
        <translation>&amp;Vorbereitungsarbeiten</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="83"/>
        <source>&amp;Environment and Terrain</source>
        <translation>&amp;Umwelt und Gelände</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="88"/>
        <source>Problems (click to go there):</source>
        <translation>Probleme (zum Hinspringen klicken):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="96"/>
        <source>Striker&apos;s Book 1 and Book 3 are lost: prices of designs rest on the provisional Book 3 charts (marked %1), troop equipment, kit, workshop and kitchen prices are not given, and a stand&apos;s men are yours to say.</source>
        <translation>Buch 1 und Buch 3 von Striker sind verloren: Die Preise von Konstruktionen beruhen auf den vorläufigen Tabellen von Buch 3 (markiert mit %1), Preise für Truppenausrüstung, Werkzeugsätze, Werkstätten und Feldküchen sind nicht angegeben, und wie viele Männer eine Base hat, bestimmen Sie.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="162"/>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="102"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="164"/>
        <source>%1 (%2 a man a year)</source>
        <translation>%1 (%2 pro Mann und Jahr)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="166"/>
        <source>Force &amp;type:</source>
        <translation>Streitmacht&amp;typ:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="180"/>
        <source>&amp;Budget a year:</source>
        <translation>&amp;Budget pro Jahr:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="181"/>
        <source>Pre-game &amp;man-hours:</source>
        <translation>&amp;Mannstunden vor dem Spiel:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="182"/>
        <source>&amp;Hours before the game:</source>
        <translation>&amp;Stunden vor dem Spiel:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="183"/>
        <source>&amp;Medics:</source>
        <translation>Sa&amp;nitäter:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="184"/>
        <source>Company &amp;station medics:</source>
        <translation>Sanitäter, Kompanie&amp;verbandplatz:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="185"/>
        <source>Battalion &amp;aid medics:</source>
        <translation>Sanitäter, Bataillons&amp;hilfsplatz:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="186"/>
        <source>Me&amp;chanics:</source>
        <translation>Me&amp;chaniker:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="187"/>
        <source>&amp;Tool kits:</source>
        <translation>&amp;Werkzeugsätze:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="188"/>
        <source>&amp;Workshops:</source>
        <translation>W&amp;erkstätten:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="189"/>
        <source>C&amp;ooks:</source>
        <translation>K&amp;öche:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="190"/>
        <source>&amp;Kitchens:</source>
        <translation>&amp;Küchen:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="191"/>
        <source>&amp;Vets:</source>
        <translation>&amp;Tierärzte:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="192"/>
        <source>A&amp;nimals:</source>
        <translation>T&amp;iere:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="193"/>
        <source>&amp;Engineers:</source>
        <translation>&amp;Pioniere:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="201"/>
        <source>Costs against the budget</source>
        <translation>Kosten gegenüber dem Budget</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="202"/>
        <source>Pre-game works against the man-hours</source>
        <translation>Vorbereitungsarbeiten gegenüber den Mannstunden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="203"/>
        <source>Medics</source>
        <translation>Sanitäter</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="204"/>
        <source>Mechanics</source>
        <translation>Mechaniker</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="205"/>
        <source>Cooks</source>
        <translation>Köche</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="206"/>
        <source>Vets</source>
        <translation>Tierärzte</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Cr each</source>
        <translation>Cr pro Stück</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="235"/>
        <source>Men a stand</source>
        <translation>Männer pro Base</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="235"/>
        <source>Equipment Cr a stand</source>
        <translation>Ausrüstung Cr pro Base</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="236"/>
        <source>Sealed suits</source>
        <translation>Versiegelte Anzüge</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="240"/>
        <source>A vehicle&apos;s crew is its design&apos;s. Book 1&apos;s organisation tables are lost: how many men a stand has is yours to say.</source>
        <translation>Die Besatzung eines Fahrzeugs ergibt sich aus seiner Konstruktion. Die Organisationstabellen von Buch 1 sind verloren: Wie viele Männer eine Base hat, bestimmen Sie.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Piece</source>
        <translation>Spielstück</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Design</source>
        <translation>Konstruktion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Camouflaged</source>
        <translation>Getarnt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Man-hours</source>
        <translation>Mannstunden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="259"/>
        <source>&amp;Add Work</source>
        <translation>Arbeit &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="261"/>
        <source>&amp;Remove Work</source>
        <translation>Arbeit &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="267"/>
        <source>Amounts: dugouts in men, weapon pits in crew, vehicle positions in vehicles, earth, wood, stone, camouflage, plate and concrete in m³, ditch, wire and posts in cm, abatis in cm², mines in kg. Posts and plate take team or machine hours, not man-hours.</source>
        <translation>Mengen: Unterstände in Männern, Waffenstellungen in Besatzung, Fahrzeugstellungen in Fahrzeugen, Erde, Holz, Stein, Tarnung, Platten und Beton in m³, Gräben, Draht und Pfähle in cm, Verhaue in cm², Minen in kg. Pfähle und Platten brauchen Team- oder Maschinenstunden, keine Mannstunden.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="288"/>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="315"/>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="483"/>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="302"/>
        <source>%1 (%L2 km, horizon %3 cm)</source>
        <translation>%1 (%L2 km, Horizont %3 cm)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="304"/>
        <source>%1 (visibility x%2)</source>
        <translation>%1 (Sicht x%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="309"/>
        <source>&amp;Atmosphere:</source>
        <translation>&amp;Atmosphäre:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="310"/>
        <source>World si&amp;ze:</source>
        <translation>Welt&amp;größe:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="311"/>
        <source>&amp;Tech level (buyer):</source>
        <translation>&amp;Techstufe (Käufer):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="312"/>
        <source>Sta&amp;rport (buyer):</source>
        <translation>Raum&amp;hafen (Käufer):</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="313"/>
        <source>&amp;Weather:</source>
        <translation>&amp;Wetter:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="319"/>
        <source>&amp;Gravity:</source>
        <translation>&amp;Gravitation:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="324"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="326"/>
        <source>&amp;Night visibility multiple:</source>
        <translation>&amp;Nachtsicht-Faktor:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="331"/>
        <source>&amp;Harsh conditions for animals</source>
        <translation>&amp;Harte Bedingungen für Tiere</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="332"/>
        <source>&amp;Cold or wet</source>
        <translation>&amp;Kälte oder Nässe</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="368"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="369"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="376"/>
        <source>Movement multiples by terrain and locomotion</source>
        <translation>Bewegungsfaktoren nach Gelände und Fortbewegungsart</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="378"/>
        <source>%1 not stated by the text (Book 1&apos;s terrain chart is lost): ours. &quot;no&quot;: may not enter. Obstacles, fortifications and minefields are table pieces with these traits.</source>
        <translation>%1 nicht im Text angegeben (die Geländetabelle von Buch 1 ist verloren): von uns. „nein“: darf nicht betreten werden. Hindernisse, Befestigungen und Minenfelder sind Spielstücke mit diesen Eigenschaften.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="455"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="472"/>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="478"/>
        <source> (import)</source>
        <translation> (Import)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="485"/>
        <source>%1 (skill %2, morale %3)</source>
        <translation>%1 (Fertigkeit %2, Moral %3)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="491"/>
        <source>Change Quality</source>
        <translation>Qualität ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="501"/>
        <source>Change Men a Stand</source>
        <translation>Männer pro Base ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="511"/>
        <source>Change Equipment Price</source>
        <translation>Ausrüstungspreis ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="520"/>
        <source>Change Sealed Suits</source>
        <translation>Versiegelte Anzüge ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="112"/>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="113"/>
        <source>machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="145"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="146"/>
        <source>%1, no budget set</source>
        <translation>%1, kein Budget festgelegt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="148"/>
        <source>Price %1, upkeep %2, personnel %3 (%4 men and %5 in support).</source>
        <translation>Preis %1, Unterhalt %2, Personal %3 (%4 Männer und %5 in der Unterstützung).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="155"/>
        <source>%1 of %2 man-hours</source>
        <translation>%1 von %2 Mannstunden</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="161"/>
        <source>%1 of %2 needed</source>
        <translation>%1 von %2 benötigt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="165"/>
        <source>Medics short: morale %1 after the first combat.</source>
        <translation>Zu wenige Sanitäter: Moral %1 nach dem ersten Gefecht.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="166"/>
        <source>Wounded return at tech level %1: %2 % light, %3 % serious.</source>
        <translation>Verwundete kehren bei Techstufe %1 zurück: %2 % leicht, %3 % schwer.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="172"/>
        <source>Mechanics short: %1 % of the vehicles break down a week.</source>
        <translation>Zu wenige Mechaniker: %1 % der Fahrzeuge fallen pro Woche aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="175"/>
        <source>Cooks short: morale %1 after %n day(s) without a hot meal.</source>
        <translation>
            <numerusform>Zu wenige Köche: Moral %1 nach %n Tag ohne warme Mahlzeit.</numerusform>
            <numerusform>Zu wenige Köche: Moral %1 nach %n Tagen ohne warme Mahlzeit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="179"/>
        <source>Vets short: %1 % of the animals lost a week.</source>
        <translation>Zu wenige Tierärzte: %1 % der Tiere gehen pro Woche verloren.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="191"/>
        <source> (+%1 machine h)</source>
        <translation> (+%1 Maschinen-h)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="193"/>
        <source> (cures %1 h)</source>
        <translation> (Aushärtung %1 h)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="211"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="212"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="217"/>
        <source>No problems with the forces, support, works or world.</source>
        <translation>Keine Probleme mit Truppen, Unterstützung, Arbeiten oder Welt.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="303"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="315"/>
        <source>Change Force Type</source>
        <translation>Streitmachttyp ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="324"/>
        <source>Change World</source>
        <translation>Welt ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="353"/>
        <source>Change Work</source>
        <translation>Arbeit ändern</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="367"/>
        <source>Add Work</source>
        <translation>Arbeit hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="385"/>
        <source>Remove Work</source>
        <translation>Arbeit entfernen</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="394"/>
        <source>Force and &amp;Environment...</source>
        <translation>Streitmacht und &amp;Umwelt...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="397"/>
        <source>Budgets, support, pre-game works, troop quality and the world&apos;s environment</source>
        <translation>Budgets, Unterstützung, Vorbereitungsarbeiten, Truppenqualität und die Umwelt der Welt</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="399"/>
        <source>Open the force and environment dialog</source>
        <translation>Den Dialog für Streitmacht und Umwelt öffnen</translation>
    </message>
</context>
<context>
    <name>hexwright::TableState</name>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="181"/>
        <source>A polygon keeps at least three corners.</source>
        <translation>Ein Polygon behält mindestens drei Ecken.</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="186"/>
        <source>Remove Corner of %1</source>
        <translation>Ecke von %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="193"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="200"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="208"/>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="215"/>
        <source>Mirror %1</source>
        <translation>%1 spiegeln</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="226"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="237"/>
        <source>Add Piece &apos;%1&apos;</source>
        <translation>Geländestück „%1“ hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="253"/>
        <source>Piece &apos;%1&apos;</source>
        <translation>Geländestück „%1“</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/table/tablestate.cpp" line="255"/>
        <source>%n Pieces</source>
        <translation>
            <numerusform>%n Geländestück</numerusform>
            <numerusform>%n Geländestücke</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainPalette</name>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="26"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="36"/>
        <source>Terrain types</source>
        <translation>Geländearten</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="47"/>
        <source>Brush radius:</source>
        <translation>Pinselradius:</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="64"/>
        <source>On the map: keys 1-9 pick a terrain, 0 erases paint, [ and ] change the brush, Alt+click picks up a terrain.</source>
        <translation>Auf der Karte: Tasten 1–9 wählen ein Gelände, 0 löscht die Übermalung, [ und ] ändern den Pinsel, Alt+Klick nimmt ein Gelände auf.</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="94"/>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="98"/>
        <source>Erase paint
(show the panel&apos;s terrain)</source>
        <translation>Übermalung löschen
(Gelände des Kartenteils zeigen)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="101"/>
        <source>Take scenario paint away so the panels&apos; own terrain shows (key 0)</source>
        <translation>Die Übermalung des Szenarios entfernen, damit das eigene Gelände der Kartenteile erscheint (Taste 0)</translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainState</name>
    <message>
        <location filename="../editor/terrain/terrainstate.cpp" line="54"/>
        <source>Erase paint</source>
        <translation>Übermalung löschen</translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainTool</name>
    <message>
        <location filename="../editor/terrain/terraintool.cpp" line="105"/>
        <source>Painting %1</source>
        <translation>Malt %1</translation>
    </message>
</context>
<context>
    <name>hexwright::TiledController</name>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="39"/>
        <source>Export &amp;Tiled Map...</source>
        <translation>&amp;Tiled-Karte exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="41"/>
        <source>Save the hex map as a Tiled map (.tmx) with a terrain tileset, zones, markers, roads and hex labels, to go on in Tiled</source>
        <translation>Die Hexkarte als Tiled-Karte (.tmx) mit einem Gelände-Tileset, Zonen, Markern, Straßen und Hexfeld-Beschriftungen speichern, um in Tiled weiterzuarbeiten</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="46"/>
        <source>Import T&amp;errain from Tiled Map...</source>
        <translation>G&amp;elände aus Tiled-Karte importieren...</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="48"/>
        <source>Paint the terrain of a Tiled map made from this scenario over its panels, as one step to undo</source>
        <translation>Das Gelände einer aus diesem Szenario erstellten Tiled-Karte über seine Kartenteile malen, als ein rückgängig zu machender Schritt</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="67"/>
        <source>This is a table scenario: it has no hexes for a Tiled map. Export the table as an image or print its diagram instead.</source>
        <translation>Dies ist ein Spieltisch-Szenario: Es hat keine Hexfelder für eine Tiled-Karte. Exportieren Sie stattdessen den Spieltisch als Bild oder drucken Sie seinen Plan.</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="93"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="106"/>
        <source>No scenario is open.</source>
        <translation>Kein Szenario geöffnet.</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="132"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="170"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="177"/>
        <source>Import Terrain from Tiled Map</source>
        <translation>Gelände aus Tiled-Karte importieren</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="140"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="143"/>
        <source>Export Tiled Map</source>
        <translation>Tiled-Karte exportieren</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="144"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="177"/>
        <source>Tiled maps (*.tmx)</source>
        <translation>Tiled-Karten (*.tmx)</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="155"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="157"/>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="158"/>
        <source>Could not export %1:
%2</source>
        <translation>%1 konnte nicht exportiert werden:
%2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="162"/>
        <source>Exported the Tiled map to %1, its terrain tiles to %2</source>
        <translation>Die Tiled-Karte wurde nach %1 exportiert, ihre Geländekacheln nach %2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="186"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="187"/>
        <source>Import Failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="188"/>
        <source>Could not import the terrain of %1:
%2</source>
        <translation>Das Gelände von %1 konnte nicht importiert werden:
%2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="193"/>
        <source>Imported the terrain of %1: %2 hexes changed</source>
        <translation>Das Gelände von %1 wurde importiert: %2 Hexfelder geändert</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="195"/>
        <source>%1 has the scenario&apos;s terrain: nothing changed</source>
        <translation>%1 hat das Gelände des Szenarios: nichts geändert</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="197"/>
        <source>Imported the terrain of %1: one hex changed</source>
        <translation>Das Gelände von %1 wurde importiert: ein Hexfeld geändert</translation>
    </message>
</context>
<context>
    <name>hexwright::TimelineWidget</name>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="32"/>
        <source>Reinforcement timeline</source>
        <translation>Verstärkungs-Zeitleiste</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="125"/>
        <source>%1 (no such side)</source>
        <translation>%1 (keine solche Seite)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="209"/>
        <source>No scenario is open.</source>
        <translation>Kein Szenario geöffnet.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="220"/>
        <source>Side / Turn</source>
        <translation>Seite / Runde</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="228"/>
        <source>After the end</source>
        <translation>Nach dem Ende</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="279"/>
        <source>%1, turn %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="286"/>
        <source>No sides yet: reinforcements need a side.</source>
        <translation>Noch keine Seiten: Verstärkungen brauchen eine Seite.</translation>
    </message>
</context>
<context>
    <name>hexwright::UnitDropHandler</name>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="30"/>
        <source>Set Up Units</source>
        <translation>Einheiten aufstellen</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="31"/>
        <source>Units of each line to set up (1-%1):</source>
        <translation>Aufzustellende Einheiten je Zeile (1–%1):</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="108"/>
        <source>one unit of each line; Shift drops whole lines, Ctrl asks how many</source>
        <translation>eine Einheit je Zeile; Umschalt setzt ganze Zeilen ab, Strg fragt nach der Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="111"/>
        <source>whole lines</source>
        <translation>ganze Zeilen</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="116"/>
        <source>1 unit of each line, as asked</source>
        <translation>1 Einheit je Zeile, wie gewünscht</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="117"/>
        <source>%n units of each line, as asked</source>
        <translation>
            <numerusform>%n Einheit je Zeile, wie gewünscht</numerusform>
            <numerusform>%n Einheiten je Zeile, wie gewünscht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="137"/>
        <source>Those units are set up there already.</source>
        <translation>Diese Einheiten sind dort bereits aufgestellt.</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="142"/>
        <source>zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="144"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>1 unit</source>
        <translation>1 Einheit</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>%n units</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="147"/>
        <source>Set Up %1 on %2</source>
        <translation>%1 auf %2 aufstellen</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="149"/>
        <source>Place 1 Unit on %1</source>
        <translation>1 Einheit auf %1 platzieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="149"/>
        <source>Place %n Units on %1</source>
        <translation>
            <numerusform>%n Einheit auf %1 platzieren</numerusform>
            <numerusform>%n Einheiten auf %1 platzieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="152"/>
        <source>Place 1 Unit in &apos;%1&apos;</source>
        <translation>1 Einheit in „%1“ platzieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="153"/>
        <source>Place %n Units in &apos;%1&apos;</source>
        <translation>
            <numerusform>%n Einheit in „%1“ platzieren</numerusform>
            <numerusform>%n Einheiten in „%1“ platzieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="156"/>
        <source>Set up %1 on %2 (%3)</source>
        <translation>%1 auf %2 aufstellen (%3)</translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationController</name>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="82"/>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="83"/>
        <source>%n errors</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="85"/>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="86"/>
        <source>%n warnings</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="88"/>
        <source>1 note</source>
        <translation>1 Hinweis</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="89"/>
        <source>%n notes</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="90"/>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="104"/>
        <source>Problem &amp;Markers</source>
        <translation>Problem-&amp;Markierungen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="114"/>
        <source>Show the Problems dock</source>
        <translation>Das Probleme-Dock anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="125"/>
        <source>Ring the hexes of the problems on the map: red for errors, amber for warnings</source>
        <translation>Die Hexfelder der Probleme auf der Karte einkreisen: rot für Fehler, orange für Warnungen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="133"/>
        <source>&amp;Next Problem</source>
        <translation>&amp;Nächstes Problem</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="136"/>
        <source>Go to the next problem of the Problems dock</source>
        <translation>Zum nächsten Problem im Probleme-Dock gehen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="138"/>
        <source>Pre&amp;vious Problem</source>
        <translation>&amp;Vorheriges Problem</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="141"/>
        <source>Go to the previous problem of the Problems dock</source>
        <translation>Zum vorherigen Problem im Probleme-Dock gehen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="187"/>
        <source>Not opened</source>
        <translation>Nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="187"/>
        <source>%1: not opened</source>
        <translation>%1: nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="235"/>
        <source>%1 (checking...)</source>
        <translation>%1 (wird geprüft...)</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="277"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationDock</name>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="19"/>
        <location filename="../editor/validation/validationdock.cpp" line="60"/>
        <location filename="../editor/validation/validationdock.cpp" line="196"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="43"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="45"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="46"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="49"/>
        <source>Search problems</source>
        <translation>Probleme durchsuchen</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="50"/>
        <source>Filter problems</source>
        <translation>Probleme filtern</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="53"/>
        <source>Show only the problems whose message, check or hex contains this text</source>
        <translation>Nur die Probleme zeigen, deren Meldung, Prüfung oder Hexfeld diesen Text enthält</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="106"/>
        <location filename="../editor/validation/validationdock.cpp" line="111"/>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="107"/>
        <source>The filters hide every problem.</source>
        <translation>Die Filter blenden jedes Problem aus.</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="188"/>
        <source>1 error: click to show or hide it</source>
        <translation>1 Fehler: klicken zum Ein- oder Ausblenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="189"/>
        <source>%n errors: click to show or hide them</source>
        <translation>
            <numerusform>%n Fehler: klicken zum Ein- oder Ausblenden</numerusform>
            <numerusform>%n Fehler: klicken zum Ein- oder Ausblenden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="191"/>
        <source>1 warning: click to show or hide it</source>
        <translation>1 Warnung: klicken zum Ein- oder Ausblenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="192"/>
        <source>%n warnings: click to show or hide them</source>
        <translation>
            <numerusform>%n Warnung: klicken zum Ein- oder Ausblenden</numerusform>
            <numerusform>%n Warnungen: klicken zum Ein- oder Ausblenden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="193"/>
        <source>1 note: click to show or hide it</source>
        <translation>1 Hinweis: klicken zum Ein- oder Ausblenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="194"/>
        <source>%n notes: click to show or hide them</source>
        <translation>
            <numerusform>%n Hinweis: klicken zum Ein- oder Ausblenden</numerusform>
            <numerusform>%n Hinweise: klicken zum Ein- oder Ausblenden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="196"/>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryDock</name>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="18"/>
        <location filename="../editor/victory/victorydock.cpp" line="30"/>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="31"/>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="32"/>
        <source>Hidden Units</source>
        <translation>Verdeckte Einheiten</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="48"/>
        <source>This scenario is played on a table: its objectives are part of the table.</source>
        <translation>Dieses Szenario wird auf einem Spieltisch gespielt: seine Missionsziele gehören zum Spieltisch.</translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryListModel</name>
    <message>
        <location filename="../editor/victory/victorylistmodel.cpp" line="64"/>
        <source>%1 (ends the game)</source>
        <translation>%1 (beendet das Spiel)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorylistmodel.cpp" line="68"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryPage</name>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="52"/>
        <source>Victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="65"/>
        <source>Add Condition</source>
        <translation>Bedingung hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="70"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="76"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="78"/>
        <source>Add a victory condition of a kind</source>
        <translation>Eine Siegbedingung einer bestimmten Art hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="80"/>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="82"/>
        <source>Remove the selected condition (Delete)</source>
        <translation>Die ausgewählte Bedingung entfernen (Entf)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="83"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="85"/>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="86"/>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="88"/>
        <source>Move the condition up (Ctrl+Up)</source>
        <translation>Die Bedingung nach oben schieben (Strg+Hoch)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="89"/>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="90"/>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="92"/>
        <source>Move the condition down (Ctrl+Down)</source>
        <translation>Die Bedingung nach unten schieben (Strg+Runter)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="185"/>
        <source>Describe the condition</source>
        <translation>Die Bedingung beschreiben</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="189"/>
        <source>Add Victory Condition</source>
        <translation>Siegbedingung hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="208"/>
        <location filename="../editor/victory/victorypage.cpp" line="210"/>
        <location filename="../editor/victory/victorypage.cpp" line="211"/>
        <location filename="../editor/victory/victorypage.cpp" line="214"/>
        <source>Remove Victory Condition</source>
        <translation>Siegbedingung entfernen</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="228"/>
        <source>Duplicate Victory Condition</source>
        <translation>Siegbedingung duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="242"/>
        <source>Move Victory Condition</source>
        <translation>Siegbedingung verschieben</translation>
    </message>
</context>
<context>
    <name>hexwright::ZoneModel</name>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="71"/>
        <source>%1 (id %2). Uncheck to hide it on the map.</source>
        <translation>%1 (ID %2). Abhaken, um sie auf der Karte auszublenden.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="75"/>
        <source>Made from a preset: its hexes follow changes of the panel layout.</source>
        <translation>Aus einer Vorlage erstellt: Ihre Hexfelder folgen Änderungen der Kartenteil-Anordnung.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="122"/>
        <source>Rename Zone &apos;%1&apos;</source>
        <translation>Zone „%1“ umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="123"/>
        <source>Change Description of Zone &apos;%1&apos;</source>
        <translation>Beschreibung von Zone „%1“ ändern</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="150"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="152"/>
        <source>Hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="154"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
</context>
<context>
    <name>hexwright::ZoneTool</name>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="23"/>
        <source>&amp;Zone</source>
        <translation>&amp;Zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="28"/>
        <source>Paint the current setup zone: drag to add hexes, right button or Shift to take them away, [ and ] size the brush</source>
        <translation>Die aktuelle Aufstellungszone malen: Ziehen fügt Hexfelder hinzu, rechte Taste oder Umschalt nimmt sie weg, [ und ] ändern die Pinselgröße</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="68"/>
        <source>Choose a zone in the Zones dock first.</source>
        <translation>Wählen Sie zuerst eine Zone im Zonen-Dock.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="110"/>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="119"/>
        <location filename="../editor/setup/zonetool.cpp" line="160"/>
        <source>Paint &quot;%1&quot;</source>
        <translation>„%1“ malen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="121"/>
        <source>New zone &quot;%1&quot;: rename it in the Zones dock.</source>
        <translation>Neue Zone „%1“: Benennen Sie sie im Zonen-Dock um.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="160"/>
        <source>Take Hexes from &quot;%1&quot;</source>
        <translation>Hexfelder aus „%1“ nehmen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="171"/>
        <source>Zone brush: one hex</source>
        <translation>Zonenpinsel: ein Hexfeld</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/zonetool.cpp" line="172"/>
        <source>Zone brush: %n hexes round the centre</source>
        <translation>
            <numerusform>Zonenpinsel: %n Hexfeld um die Mitte</numerusform>
            <numerusform>Zonenpinsel: %n Hexfelder um die Mitte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::ZonesDock</name>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="32"/>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="43"/>
        <source>Setup zones</source>
        <translation>Aufstellungszonen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="58"/>
        <source>Paint the selected zone with the Zone tool (Z): drag to add hexes, right-drag to take them away.</source>
        <translation>Die ausgewählte Zone mit dem Zonenwerkzeug (Z) malen: Ziehen fügt Hexfelder hinzu, Ziehen mit rechts nimmt sie weg.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="66"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="68"/>
        <source>Add an empty zone and paint it with the Zone tool</source>
        <translation>Eine leere Zone hinzufügen und sie mit dem Zonenwerkzeug malen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="69"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="71"/>
        <source>&amp;Remove</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="73"/>
        <source>From &amp;Preset...</source>
        <translation>Aus &amp;Vorlage...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="75"/>
        <source>A zone worded as the book does: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation>Eine Zone, wie das Regelbuch sie formuliert: ein ganzer Kartenteil, der Rand eines Kartenteils, seine Stadtfelder, innerhalb von N Hexfeldern um einen Kartenteil</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="77"/>
        <source>&amp;Colour...</source>
        <translation>&amp;Farbe...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="79"/>
        <source>Choose the colour the selected zone is tinted in; it is kept in the scenario</source>
        <translation>Die Farbe wählen, mit der die ausgewählte Zone eingefärbt wird; sie wird im Szenario gespeichert</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="81"/>
        <source>&amp;Subtract Zone...</source>
        <translation>Zone &amp;abziehen...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="83"/>
        <source>Take the hexes of another zone out of the selected one</source>
        <translation>Die Hexfelder einer anderen Zone aus der ausgewählten herausnehmen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="108"/>
        <source>Remove Zone</source>
        <translation>Zone entfernen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="113"/>
        <source>Zone Colour</source>
        <translation>Zonenfarbe</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="118"/>
        <source>Subtract Zone</source>
        <translation>Zone abziehen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="119"/>
        <source>Take the hexes of this zone out:</source>
        <translation>Die Hexfelder dieser Zone herausnehmen:</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="190"/>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="195"/>
        <source>Add Zone &apos;%1&apos;</source>
        <translation>Zone „%1“ hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="211"/>
        <source>Duplicate Zone &apos;%1&apos;</source>
        <translation>Zone „%1“ duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="252"/>
        <location filename="../editor/setup/zonesdock.cpp" line="257"/>
        <source>Remove Zone &apos;%1&apos;</source>
        <translation>Zone „%1“ entfernen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="256"/>
        <source>No default set-up zone</source>
        <translation>Keine Standard-Aufstellungszone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="272"/>
        <source>Add Zone &apos;%1&apos; from Preset</source>
        <translation>Zone „%1“ aus Vorlage hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="302"/>
        <source>Change Colour of Zone &apos;%1&apos;</source>
        <translation>Farbe der Zone „%1“ ändern</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="329"/>
        <source>&quot;%1&quot; has no hexes of &quot;%2&quot;.</source>
        <translation>„%1“ hat keine Hexfelder von „%2“.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="355"/>
        <source>Subtract Zone &apos;%1&apos; from Zone &apos;%2&apos;</source>
        <translation>Zone „%1“ von Zone „%2“ abziehen</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="199"/>
        <source>Paint &quot;%1&quot; on the map: drag to add hexes, right-drag to take them away.</source>
        <translation>„%1“ auf der Karte malen: Ziehen fügt Hexfelder hinzu, Ziehen mit rechts nimmt sie weg.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="210"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="225"/>
        <source>&quot;%1&quot; is in use:

- %2

Remove it anyway? Units set up in it go off board; reinforcements, hidden units and victory conditions that name it will need another zone (the Problems dock lists them).</source>
        <translation>„%1“ ist in Gebrauch:

- %2

Trotzdem entfernen? Darin aufgestellte Einheiten gehen außerhalb der Karte; Verstärkungen, verdeckte Einheiten und Siegbedingungen, die sie nennen, brauchen eine andere Zone (das Probleme-Dock listet sie auf).</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="254"/>
        <source>Units off board</source>
        <translation>Einheiten außerhalb der Karte</translation>
    </message>
</context>
<context>
    <name>hexwright::schedule</name>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="418"/>
        <source>no units</source>
        <translation>keine Einheiten</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="433"/>
        <source>the %1 edge of the map</source>
        <translation>%1rand der Karte</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="435"/>
        <source>the %1 edge of panel %2</source>
        <translation>%1rand von Kartenteil %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="439"/>
        <source>the %1 edge of panels %2 and %3</source>
        <translation>%1rand der Kartenteile %2 und %3</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="444"/>
        <source>, at hex %1</source>
        <translation>, bei Hexfeld %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="446"/>
        <source>, hex %1 and %2 of it</source>
        <translation>, Hexfeld %1 und %2 davon</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="455"/>
        <source>enter along %1</source>
        <translation>Eintritt am %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="457"/>
        <source>enter on the %1 road at %2</source>
        <translation>Eintritt über die Straße am %1rand bei %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="460"/>
        <source>enter anywhere in %1</source>
        <translation>Eintritt irgendwo in %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="462"/>
        <source>paradrop onto %1</source>
        <translation>Fallschirmabsprung in %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="469"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="471"/>
        <source>roll 1d6 for the edge (%1)</source>
        <translation>1W6 für den Rand würfeln (%1)</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="473"/>
        <source>, re-roll if the same as %1</source>
        <translation>, neu würfeln, wenn gleich wie %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="484"/>
        <source>Edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="486"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="488"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="490"/>
        <source>Paradrop</source>
        <translation>Fallschirmabsprung</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="492"/>
        <source>Die roll</source>
        <translation>Würfelwurf</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="502"/>
        <source>Turn %1, %2: %3; %4</source>
        <translation>Runde %1, %2: %3; %4</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="114"/>
        <source>Scenario editor and map designer for hex wargames.</source>
        <translation>Szenario-Editor und Kartengestalter für Hex-Wargames.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="119"/>
        <source>Scenario to open (default: the demo scenario).</source>
        <translation>Zu öffnendes Szenario (Standard: das Demo-Szenario).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="123"/>
        <source>Open the window, fit the map, save a picture of the window to &lt;path&gt; and quit.</source>
        <translation>Das Fenster öffnen, die Karte einpassen, ein Bild des Fensters unter &lt;path&gt; speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="130"/>
        <source>Also look for rulesets and panel libraries in &lt;dir&gt;.</source>
        <translation>Auch in &lt;dir&gt; nach Regelwerken und Kartenteil-Bibliotheken suchen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="135"/>
        <source>Speak &lt;language&gt; (en, de, fr) this time, whatever the preferences say.</source>
        <translation>Dieses Mal &lt;language&gt; (en, de, fr) sprechen, unabhängig von den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="145"/>
        <source>Give at most one file.</source>
        <translation>Geben Sie höchstens eine Datei an.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="176"/>
        <source>Could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
</context>
</TS>
