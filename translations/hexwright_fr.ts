<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AccessibleNames</name>
    <message>
        <location filename="../editor/shell/accessiblenames.cpp" line="30"/>
        <source>More Tools</source>
        <translation>Autres outils</translation>
    </message>
    <message>
        <location filename="../editor/shell/accessiblenames.cpp" line="38"/>
        <source>Clear</source>
        <translation>Effacer</translation>
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
        <translation>%1 n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="44"/>
        <source>%1 is out of range (%2 hexes)</source>
        <translation>%1 est hors de portée (%2 hexagones)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="46"/>
        <source>%1 has no line of sight</source>
        <translation>%1 n&apos;a pas de ligne de vue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="51"/>
        <source>No attacker chosen</source>
        <translation>Aucun attaquant choisi</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="86"/>
        <source>%1 is not in the target hex</source>
        <translation>%1 n&apos;est pas dans l&apos;hexagone cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="93"/>
        <source>No target chosen</source>
        <translation>Aucune cible choisie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="103"/>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="125"/>
        <source>Odds of %1 are below the table</source>
        <translation>Un rapport de %1 est sous la table</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="24"/>
        <source>%n side(s)</source>
        <translation>
            <numerusform>%n camp</numerusform>
            <numerusform>%n camps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="27"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="29"/>
        <source>%n panel(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="194"/>
        <source>Wins per side (95 % interval)</source>
        <translation>Victoires par camp (intervalle à 95 %)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="197"/>
        <source>No game was played.</source>
        <translation>Aucune partie n&apos;a été jouée.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="209"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="212"/>
        <source>Unfinished</source>
        <translation>Inachevées</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="224"/>
        <source>Game length (turns)</source>
        <translation>Durée des parties (tours)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="227"/>
        <source>No game ended.</source>
        <translation>Aucune partie ne s&apos;est terminée.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="280"/>
        <source>Survival per unit type (95 % interval), kills per piece</source>
        <translation>Survie par type d&apos;unité (intervalle à 95 %), éliminations par pion</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="283"/>
        <source>The games named no unit types.</source>
        <translation>Les parties n&apos;ont nommé aucun type d&apos;unité.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="297"/>
        <source>%1, kills %2</source>
        <translation>%1, éliminations %2</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="308"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="311"/>
        <source>Not applicable: %1</source>
        <translation>Sans objet&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="315"/>
        <source>No games with the order swapped.</source>
        <translation>Aucune partie avec l&apos;ordre inversé.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="324"/>
        <location filename="../model/export/balancecharts.cpp" line="328"/>
        <source>%1 moving first</source>
        <translation>%1 jouant en premier</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="326"/>
        <location filename="../model/export/balancecharts.cpp" line="330"/>
        <source>%1 moving second</source>
        <translation>%1 jouant en second</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="332"/>
        <source>Whoever moves first (of decided)</source>
        <translation>Celui qui joue en premier (parties décidées)</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="340"/>
        <source>Where games were decided: pieces lost, objectives taken</source>
        <translation>Où les parties se sont décidées&#xa0;: pions perdus, objectifs pris</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="399"/>
        <source>No piece was lost and no objective taken.</source>
        <translation>Aucun pion n&apos;a été perdu et aucun objectif pris.</translation>
    </message>
    <message>
        <location filename="../model/export/balancecharts.cpp" line="400"/>
        <source>Disc area: pieces lost and objectives taken there (the largest: %1); a ring: an objective taken</source>
        <translation>Surface du disque&#xa0;: pions perdus et objectifs pris à cet endroit (le plus grand&#xa0;: %1)&#x202f;; un anneau&#xa0;: un objectif pris</translation>
    </message>
</context>
<context>
    <name>BalancePdf</name>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="124"/>
        <source>Balance report: %1</source>
        <translation>Rapport d&apos;équilibre&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/export/balancepdf.cpp" line="148"/>
        <source>%n game(s), seed %1, agents %2</source>
        <translation>
            <numerusform>%n partie, graine %1, agents %2</numerusform>
            <numerusform>%n parties, graine %1, agents %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="152"/>
        <source> (cancelled before the end)</source>
        <translation> (annulé avant la fin)</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="166"/>
        <source>Rate</source>
        <translation>Taux</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="167"/>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="167"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="168"/>
        <source>Defeats</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="168"/>
        <source>Pieces lost a game</source>
        <translation>Pions perdus par partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/export/balancepdf.cpp" line="172"/>
        <source>%n game(s) did not end (stopped at the action cap or by an engine error).</source>
        <translation>
            <numerusform>%n partie ne s&apos;est pas terminée (arrêtée au plafond d&apos;actions ou par une erreur du moteur).</numerusform>
            <numerusform>%n parties ne se sont pas terminées (arrêtées au plafond d&apos;actions ou par une erreur du moteur).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="196"/>
        <source>These results rest on provisional values (our estimates where the book gives none):</source>
        <translation>Ces résultats reposent sur des valeurs provisoires (nos estimations là où les règles n&apos;en donnent aucune)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="217"/>
        <source>The board is not at hand: the places follow.</source>
        <translation>Le plateau n&apos;est pas disponible&#xa0;: voici les emplacements.</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="224"/>
        <source>Place</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="224"/>
        <source>Pieces lost</source>
        <translation>Pions perdus</translation>
    </message>
    <message>
        <location filename="../model/export/balancepdf.cpp" line="225"/>
        <source>Objectives taken</source>
        <translation>Objectifs pris</translation>
    </message>
</context>
<context>
    <name>CounterSheet</name>
    <message>
        <location filename="../model/export/countersheet.cpp" line="67"/>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="83"/>
        <location filename="../model/export/countersheet.cpp" line="319"/>
        <source>Counters</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="86"/>
        <source>Counters, page %1 of %2</source>
        <translation>Pions, page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="93"/>
        <source>Counter backs</source>
        <translation>Dos des pions</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="100"/>
        <source>Backs of counters page %1: print double-sided, flipping on the long edge</source>
        <translation>Dos des pions de la page %1&#xa0;: imprimer en recto verso, retournement sur le bord long</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="105"/>
        <source>Counter backs, page %1 of %2</source>
        <translation>Dos des pions, page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="266"/>
        <source>%1: 1 counter</source>
        <translation>%1&#xa0;: 1 pion</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="267"/>
        <source>%1: %2 counters</source>
        <translation>%1&#xa0;: %2 pions</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="273"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="322"/>
        <source>The scenario has no units.</source>
        <translation>Le scénario n&apos;a aucune unité.</translation>
    </message>
    <message>
        <location filename="../model/export/countersheet_face.cpp" line="452"/>
        <source>A counter with a solid top right corner has provisional factors: values not printed in the source text.</source>
        <translation>Un pion dont le coin supérieur droit est plein a des facteurs provisoires&#xa0;: des valeurs non imprimées dans le texte des règles.</translation>
    </message>
</context>
<context>
    <name>CruciblePrint</name>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="34"/>
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="36"/>
        <source>Combat car</source>
        <translation>Voiture de combat</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="38"/>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="40"/>
        <source>Mounted infantry</source>
        <translation>Infanterie montée</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="42"/>
        <source>Master control vehicle</source>
        <translation>Véhicule de contrôle maître</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="44"/>
        <source>Remote unit</source>
        <translation>Unité télécommandée</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="46"/>
        <source>Firefly</source>
        <translation>Firefly</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="48"/>
        <source>Towed gun</source>
        <translation>Canon tracté</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="50"/>
        <source>Deployable gun</source>
        <translation>Canon déployable</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="58"/>
        <source>F</source>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="60"/>
        <source>L</source>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="62"/>
        <source>R</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="64"/>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="65"/>
        <source>360°</source>
        <translation>360°</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="71"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="73"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="75"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="77"/>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="78"/>
        <source>Fast Lt NoE</source>
        <translation>Rapide Lt NoE</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="118"/>
        <source>DV F/S/R/T</source>
        <translation>DV Av/F/Ar/D</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="121"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="124"/>
        <source>Controls</source>
        <translation>Contrôle</translation>
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
        <translation>Arcs</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="143"/>
        <source>%1 hits on %2+</source>
        <translation>%1 touche sur %2+</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="146"/>
        <source>%1 intercepts: %n roll(s)</source>
        <translation>
            <numerusform>%1 intercepte&#xa0;: %n jet</numerusform>
            <numerusform>%1 intercepte&#xa0;: %n jets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="148"/>
        <source> at %1 QR</source>
        <translation> à %1 QR</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="152"/>
        <source>CQ: +1 QR more at close range</source>
        <translation>CQ&#xa0;: +1 QR de plus à courte portée</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="162"/>
        <source>Skills: %1</source>
        <translation>Compétences&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="177"/>
        <source>Force roster</source>
        <translation>Liste des troupes</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="178"/>
        <source>Detachment</source>
        <translation>Détachement</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="178"/>
        <source>TUs and skills</source>
        <translation>TU et compétences</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="183"/>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="184"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="184"/>
        <source>Rides in, skills</source>
        <translation>Transporté dans, compétences</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="185"/>
        <source>LV</source>
        <translation>LV</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="207"/>
        <source>%1 (&apos;%2&apos;)</source>
        <translation>%1 («&#xa0;%2&#xa0;»)</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="219"/>
        <source>%n backup weapon(s)</source>
        <translation>
            <numerusform>%n arme de secours</numerusform>
            <numerusform>%n armes de secours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="221"/>
        <source>controlled by &apos;%1&apos;</source>
        <translation>contrôlé par «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="225"/>
        <source>Force total: %1 points, leaders and skills included</source>
        <translation>Total des troupes&#xa0;: %1 points, chefs et compétences compris</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="228"/>
        <source>Budget: %1 points</source>
        <translation>Budget&#xa0;: %1 points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="237"/>
        <source>Leadership Points: 2d6 + the leader&apos;s LV each turn</source>
        <translation>Points de commandement&#xa0;: 2d6 + le LV du chef à chaque tour</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="238"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="238"/>
        <source>LP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="252"/>
        <source>Not in Rules Supplement 4</source>
        <translation>Absent du Rules Supplement 4</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="254"/>
        <source>The core book is lost. Values marked %1 are Hexwright&apos;s, not the rules&apos;: type the real ones in Scenario &gt; Ruleset Charts.</source>
        <translation>Le livre de base est perdu. Les valeurs marquées %1 sont celles de Hexwright, pas celles des règles&#xa0;: saisissez les vraies dans Scénario &gt; Tableaux des règles.</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprintedfacts.cpp" line="257"/>
        <source>Missing: the full QR chart, ranges and speeds by scale, the damage and terrain charts, the points of troop classes, leaders and skills, morale, Close Assault values, and how games are won.</source>
        <translation>Manquent&#xa0;: le tableau QR complet, les portées et vitesses selon l&apos;échelle, les tableaux de dégâts et de terrain, les points des classes de troupes, des chefs et des compétences, le moral, les valeurs d&apos;assaut rapproché, et la façon dont les parties sont gagnées.</translation>
    </message>
</context>
<context>
    <name>CrucibleRoster</name>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="55"/>
        <source>%1 Troop</source>
        <translation>%1 Troupe</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="56"/>
        <source>%1 detachment</source>
        <translation>détachement %1</translation>
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
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="164"/>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="253"/>
        <source>TUs</source>
        <translation>TU</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="172"/>
        <source>QR</source>
        <translation>QR</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="175"/>
        <source>Sgt LV</source>
        <translation>LV du sergent</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="189"/>
        <source>%1 × %2: %3 points</source>
        <translation>%1 × %2 : %3 points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="194"/>
        <source>%1; rides in %2</source>
        <translation>%1 ; transporté dans %2</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="203"/>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="254"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="207"/>
        <source>Prime: every TU has %1</source>
        <translation>Prime : chaque TU a %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="209"/>
        <source>the text&apos;s total %1</source>
        <translation>le total du texte %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="213"/>
        <source>Skills: %1</source>
        <translation>Compétences : %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="253"/>
        <source>Leaders riding in them, skills</source>
        <translation>Chefs qui y sont transportés, compétences</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="262"/>
        <source>skills: %1</source>
        <translation>compétences : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/crucible/crucibleprint.cpp" line="265"/>
        <source>%n backup weapon(s)</source>
        <translation>
            <numerusform>%n arme de secours</numerusform>
            <numerusform>%n armes de secours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="267"/>
        <source>controlled by %1</source>
        <translation>contrôlé par %1</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="279"/>
        <source>%1 TUs of %2%3</source>
        <translation>%1 TU sur %2%3</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="283"/>
        <source>%1 TUs</source>
        <translation>%1 TU</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="284"/>
        <source>; detachment total %1 points</source>
        <translation> ; total du détachement %1 points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="287"/>
        <source> (the text&apos;s Prime total: %1)</source>
        <translation> (total Prime du texte : %1)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="296"/>
        <source>Force total</source>
        <translation>Total de la force</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="299"/>
        <source>%1 points of a budget of %2</source>
        <translation>%1 points sur un budget de %2</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="300"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/crucibleprint.cpp" line="302"/>
        <source>%1 ours: the supplement gives no points for this class&apos;s leaders or these skills.</source>
        <translation>%1 nos valeurs : le supplément ne donne pas de points pour les chefs de cette classe ni pour ces compétences.</translation>
    </message>
</context>
<context>
    <name>CrucibleText</name>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="31"/>
        <source>expected a list of ids</source>
        <translation>liste d&apos;identifiants attendue</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="41"/>
        <source>expected an id, not a list or mapping</source>
        <translation>identifiant attendu, pas une liste ni un dictionnaire</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="56"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="80"/>
        <source>expected a mapping of detachments by id</source>
        <translation>dictionnaire de détachements par identifiant attendu</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="88"/>
        <source>expected a mapping (name, class, troop, prime)</source>
        <translation>dictionnaire attendu (name, class, troop, prime)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="105"/>
        <source>unknown key &apos;%1&apos; of a detachment (name, class, troop, prime)</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;» d&apos;un détachement (name, class, troop, prime)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="137"/>
        <source>expected a list of leaders</source>
        <translation>liste de chefs attendue</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="143"/>
        <source>expected a leader (rank, name, lv, skills)</source>
        <translation>chef attendu (rank, name, lv, skills)</translation>
    </message>
    <message>
        <location filename="../model/families/crucible/cruciblescenario.cpp" line="163"/>
        <source>unknown key &apos;%1&apos; (detachment, leaders, skills, backup_weapons, controller)</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;» (detachment, leaders, skills, backup_weapons, controller)</translation>
    </message>
</context>
<context>
    <name>FamilyRules</name>
    <message>
        <location filename="../model/families/familyrules.cpp" line="54"/>
        <location filename="../model/families/familyrules.cpp" line="118"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="111"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="112"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="116"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../model/families/familyrules.cpp" line="120"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
</context>
<context>
    <name>HexMap</name>
    <message>
        <location filename="../model/map/hexmap.cpp" line="19"/>
        <source>the map would be %1 x %2 hexes; Hexwright&apos;s maps are at most %3 hexes a side and %4 hexes in all</source>
        <translation>la carte ferait %1 x %2 hexagones&#x202f;; les cartes de Hexwright ont au plus %3 hexagones de côté et %4 hexagones en tout</translation>
    </message>
    <message>
        <location filename="../model/map/hexmap.cpp" line="330"/>
        <source>board %1, hex %2</source>
        <translation>plateau %1, hexagone %2</translation>
    </message>
</context>
<context>
    <name>Hexsides</name>
    <message>
        <location filename="../editor/hexsides/hexsidetools.cpp" line="43"/>
        <source>Show &amp;Heights</source>
        <translation>Afficher les &amp;hauteurs</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetools.cpp" line="47"/>
        <source>Shade the hexes that have a height and show the height&apos;s number in them</source>
        <translation>Ombrer les hexagones qui ont une hauteur et y afficher la valeur de la hauteur</translation>
    </message>
</context>
<context>
    <name>HsGameSession</name>
    <message>
        <location filename="../validation/families/hammers-slammers/play/hsgamesession.cpp" line="198"/>
        <source>Set-up</source>
        <translation>Déploiement</translation>
    </message>
</context>
<context>
    <name>HwPrintedFacts</name>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="45"/>
        <source>Dice:%1%2 hitting on %3+</source>
        <translation>Dés&#xa0;: %1%2, touchant sur %3+</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="71"/>
        <source>after a kill in melee, move to and attack an enemy within %1 of the target, up to %2 times.</source>
        <translation>après une élimination en mêlée, se déplace vers un ennemi à %1 ou moins de la cible et l&apos;attaque, jusqu&apos;à %2 fois.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="75"/>
        <source>once a round on activation, place a marker within %1; each enemy within %2 of it takes a %3 attack; move the marker up to %4 and attack again.</source>
        <translation>une fois par manche à l&apos;activation, placez un marqueur à %1 ou moins&#x202f;; chaque ennemi à %2 ou moins de celui-ci subit une attaque %3&#x202f;; déplacez le marqueur de %4 au plus et attaquez de nouveau.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="80"/>
        <source>after a melee attack, move up to %1, not into base contact.</source>
        <translation>après une attaque en mêlée, se déplace de %1 au plus, sans contact socle à socle.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="83"/>
        <source>its attacks ignore cover.</source>
        <translation>ses attaques ignorent le couvert.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="85"/>
        <source>Run moves %1 times Move instead of 2, not into base contact.</source>
        <translation>la Course déplace de %1 fois le Mouvement au lieu de 2, sans contact socle à socle.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="88"/>
        <source>moving into base contact, a %1 attack on that enemy.</source>
        <translation>en entrant au contact socle à socle, une attaque %1 contre cet ennemi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="100"/>
        <source>%n VP if you hold your secret objective marker at the end.</source>
        <translation>
            <numerusform>%n PV si vous tenez votre marqueur d&apos;objectif secret à la fin.</numerusform>
            <numerusform>%n PV si vous tenez votre marqueur d&apos;objectif secret à la fin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="103"/>
        <source>%n VP if you hold more objective markers than the opponent at the end.</source>
        <translation>
            <numerusform>%n PV si vous tenez plus de marqueurs d&apos;objectif que l&apos;adversaire à la fin.</numerusform>
            <numerusform>%n PV si vous tenez plus de marqueurs d&apos;objectif que l&apos;adversaire à la fin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="107"/>
        <source>%n VP if at least 1/%1 (rounded down) of your units on the table are within %2 of the enemy table edge at the end.</source>
        <translation>
            <numerusform>%n PV si au moins 1/%1 (arrondi à l&apos;inférieur) de vos unités sur la table sont à %2 ou moins du bord de table ennemi à la fin.</numerusform>
            <numerusform>%n PV si au moins 1/%1 (arrondi à l&apos;inférieur) de vos unités sur la table sont à %2 ou moins du bord de table ennemi à la fin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="114"/>
        <source>%n VP if at least one enemy %1 is killed, or the opponent never deploys one.</source>
        <translation>
            <numerusform>%n PV si au moins un %1 ennemi est éliminé, ou si l&apos;adversaire n&apos;en déploie jamais.</numerusform>
            <numerusform>%n PV si au moins un %1 ennemi est éliminé, ou si l&apos;adversaire n&apos;en déploie jamais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="120"/>
        <source>%n VP.</source>
        <translation>
            <numerusform>%n PV.</numerusform>
            <numerusform>%n PV.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="128"/>
        <source>each enemy unit within %1 of the marker takes a %2 attack</source>
        <translation>chaque unité ennemie à %1 ou moins du marqueur subit une attaque %2</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="132"/>
        <source>your units within %1 of the marker get %2 to their attack rolls</source>
        <translation>vos unités à %1 ou moins du marqueur reçoivent %2 à leurs jets d&apos;attaque</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="136"/>
        <source>You may declare it openly at any time: %1.</source>
        <translation>Vous pouvez la déclarer ouvertement à tout moment&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="137"/>
        <source>; </source>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="144"/>
        <source>Going first in a round</source>
        <translation>Jouer en premier dans une manche</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="146"/>
        <source>End of each round</source>
        <translation>Fin de chaque manche</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="148"/>
        <source>Every %1 of your units lost</source>
        <translation>Toutes les %1 unités perdues de votre camp</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="151"/>
        <source>Each %1 of yours lost</source>
        <translation>Chaque %1 perdu(e) de votre camp</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="157"/>
        <source>, and the opponent scores %n VP</source>
        <translation>
            <numerusform>, et l&apos;adversaire marque %n PV</numerusform>
            <numerusform>, et l&apos;adversaire marque %n PV</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="179"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="179"/>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="180"/>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="181"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="183"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="185"/>
        <source>Armour</source>
        <translation>Blindage</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="186"/>
        <source>Lives</source>
        <translation>Vies</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="189"/>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="190"/>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="193"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="195"/>
        <source>vs %1</source>
        <translation>contre %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="208"/>
        <source>* Blast: %n more dice against each enemy within %1 of the target.</source>
        <translation>
            <numerusform>* Explosion&#xa0;: %n dé de plus contre chaque ennemi à %1 ou moins de la cible.</numerusform>
            <numerusform>* Explosion&#xa0;: %n dés de plus contre chaque ennemi à %1 ou moins de la cible.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="217"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="230"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="232"/>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="234"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="301"/>
        <source>(none chosen)</source>
        <translation>(aucune choisie)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="243"/>
        <source>Its goals</source>
        <translation>Ses missions</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="243"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="251"/>
        <source>Unit pool</source>
        <translation>Réserve d&apos;unités</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="252"/>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="252"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="253"/>
        <source>Models</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="253"/>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="280"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="283"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="300"/>
        <source>Goal</source>
        <translation>Mission</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="287"/>
        <source>(not chosen)</source>
        <translation>(non choisie)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="291"/>
        <source>%1 (marker &quot;%2&quot;)</source>
        <translation>%1 (marqueur «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="294"/>
        <source>Secret objective</source>
        <translation>Objectif secret</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="310"/>
        <source>Morale counter</source>
        <translation>Compteur de moral</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="316"/>
        <source>At 0: the opponent scores %n VP</source>
        <translation>
            <numerusform>À 0&#xa0;: l&apos;adversaire marque %n PV</numerusform>
            <numerusform>À 0&#xa0;: l&apos;adversaire marque %n PV</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="318"/>
        <source> and the game ends at once</source>
        <translation> et la partie se termine immédiatement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="325"/>
        <source>Income and deployment</source>
        <translation>Revenu et déploiement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="326"/>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="327"/>
        <source>%1 pts and %2 xp at the start of each of your deployment phases</source>
        <translation>%1 pts et %2 xp au début de chacune de vos phases de déploiement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="333"/>
        <source>Unspent pts are %1; unspent xp are %2.</source>
        <translation>Les pts non dépensés sont %1&#x202f;; les xp non dépensés sont %2.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="334"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="335"/>
        <source>kept</source>
        <translation>conservés</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="334"/>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="335"/>
        <source>lost</source>
        <translation>perdus</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="337"/>
        <source>Place bought units within %1 of your table edge, at least %2 from enemy units.</source>
        <translation>Placez les unités achetées à %1 ou moins de votre bord de table, à au moins %2 des unités ennemies.</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="343"/>
        <source>no move</source>
        <translation>pas de mouvement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="344"/>
        <source>%1x Move</source>
        <translation>%1x Mouvement</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="345"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="347"/>
        <source>may shoot</source>
        <translation>peut tirer</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="348"/>
        <source>no shooting</source>
        <translation>pas de tir</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwprintedfacts.cpp" line="352"/>
        <source>Actions: %1.</source>
        <translation>Actions&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>HwRules</name>
    <message>
        <location filename="../model/families/hammer-wars/hwsidechoices.cpp" line="32"/>
        <source>Goal</source>
        <translation>Mission</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwsidechoices.cpp" line="42"/>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="28"/>
        <source>Attack %1 (Dice %2, blast)</source>
        <translation>Attaque %1 (Dés %2, explosion)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="29"/>
        <source>Attack %1 (Dice %2)</source>
        <translation>Attaque %1 (Dés %2)</translation>
    </message>
    <message>
        <location filename="../model/families/hammer-wars/hwranges.cpp" line="32"/>
        <source>%1, melee</source>
        <translation>%1, mêlée</translation>
    </message>
</context>
<context>
    <name>LayoutText</name>
    <message>
        <location filename="../model/map/layouttext.cpp" line="97"/>
        <source>; the panels are %1</source>
        <translation>&#x202f;; les sections sont %1</translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="98"/>
        <source>Row %1: unknown panel &apos;%2&apos;</source>
        <translation>Rangée %1&#xa0;: section inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="190"/>
        <source>The layout has no panels: type their ids row by row, north first, e.g. &quot;A B / 4 3 / F E&quot;</source>
        <translation>La disposition n&apos;a aucune section&#xa0;: saisissez leurs identifiants rangée par rangée, le nord d&apos;abord, p. ex. «&#xa0;A B / 4 3 / F E&#xa0;»</translation>
    </message>
</context>
<context>
    <name>LosTrace</name>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="28"/>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="95"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="117"/>
        <source>Clear</source>
        <translation>Dégagée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="95"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="120"/>
        <source>Blocked</source>
        <translation>Bloquée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="96"/>
        <source>range %1</source>
        <translation>distance %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="115"/>
        <source>Clear (adjacent hexes always see each other)</source>
        <translation>Dégagée (des hexagones adjacents se voient toujours)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="121"/>
        <source>Blocked by %1 (%2 &gt; %3)</source>
        <translation>Bloquée par %1 (%2 &gt; %3)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="135"/>
        <source> (blocks)</source>
        <translation> (bloque)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="137"/>
        <source>%1 (%2 %3) to %4 (%5 %6), range %7: %8</source>
        <translation>%1 (%2 %3) vers %4 (%5 %6), distance %7&#xa0;: %8</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="145"/>
        <source>. Crossed: %1</source>
        <translation>. Traversés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MakAttack</name>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="118"/>
        <source>Unarmed attack (fixed)</source>
        <translation>Attaque à mains nues (fixe)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="125"/>
        <source>Attack %1 at %2 hexes</source>
        <translation>Attaque %1 à %2 hexagones</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="130"/>
        <source>Attacker&apos;s pilot</source>
        <translation>Pilote de l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="131"/>
        <source>Target&apos;s defence</source>
        <translation>Défense de la cible</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="133"/>
        <source>Target&apos;s pilot</source>
        <translation>Pilote de la cible</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="140"/>
        <source>Range %1 hexes (%2)</source>
        <translation>Portée %1 hexagones (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="163"/>
        <source>%1 crossed (%2)</source>
        <translation>%1 traversé (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="168"/>
        <source>Indirect attack</source>
        <translation>Attaque indirecte</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="171"/>
        <source>Target immobilized</source>
        <translation>Cible immobilisée</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="174"/>
        <source>Defensive position</source>
        <translation>Position défensive</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="177"/>
        <source>Defensive fire at charging infantry</source>
        <translation>Tir défensif contre une charge d&apos;infanterie</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="182"/>
        <source>Direct fire through smoke</source>
        <translation>Tir direct à travers la fumée</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="184"/>
        <source>Laser through smoke</source>
        <translation>Laser à travers la fumée</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/rules/makattack.cpp" line="191"/>
        <source>Night at %1 hexes</source>
        <translation>Nuit à %1 hexagones</translation>
    </message>
</context>
<context>
    <name>MakPrint</name>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="39"/>
        <source>indirect</source>
        <translation>indirect</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="43"/>
        <source>%1-%2 hexes %3</source>
        <translation>%1-%2 hexagones %3</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="67"/>
        <source>SP</source>
        <translation>PE</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="68"/>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="88"/>
        <source>unarmed</source>
        <translation>sans arme</translation>
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
        <translation>Pilote</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="133"/>
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="134"/>
        <location filename="../model/families/mak/makprint.cpp" line="152"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="135"/>
        <location filename="../model/families/mak/makprint.cpp" line="153"/>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="71"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="136"/>
        <location filename="../model/families/mak/makprint.cpp" line="154"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="150"/>
        <source>Pilots in this scenario</source>
        <translation>Pilotes de ce scénario</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="152"/>
        <source>Serves in</source>
        <translation>Sert dans</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="166"/>
        <source>commander (Ld 1)</source>
        <translation>commandant (Ld 1)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="168"/>
        <source>second commander (Ld 2)</source>
        <translation>second commandant (Ld 2)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="170"/>
        <source>controller (PC)</source>
        <translation>contrôleur (PC)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="171"/>
        <source>%1, controller (PC)</source>
        <translation>%1, contrôleur (PC)</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="176"/>
        <source>pilot %1</source>
        <translation>pilote %1</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="193"/>
        <source>Pilots of the %1</source>
        <translation>Pilotes des %1</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="209"/>
        <source>%1 provisional: our value, not the book&apos;s; the text lists no modifiers for these pilots.</source>
        <translation>%1 provisoire&#xa0;: notre valeur, pas celle du livre&#xa0;; le texte ne donne aucun modificateur pour ces pilotes.</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="73"/>
        <source>Durability</source>
        <translation>Résistance</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprint.cpp" line="135"/>
        <location filename="../model/families/mak/makprint.cpp" line="153"/>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="76"/>
        <source>Dog-fight</source>
        <translation>Combat aérien</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="79"/>
        <source>Carries</source>
        <translation>Transporte</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/mak/makprintedfacts.cpp" line="80"/>
        <source>%n stacking point(s)</source>
        <translation>
            <numerusform>%n point d&apos;empilement</numerusform>
            <numerusform>%n points d&apos;empilement</numerusform>
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
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="82"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="83"/>
        <source>Rounds</source>
        <translation>Salves</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="93"/>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="99"/>
        <source>Its weapons are on the lost unit sheets.</source>
        <translation>Ses armes figurent sur les fiches d&apos;unités perdues.</translation>
    </message>
    <message>
        <location filename="../model/families/mak/makprintedfacts.cpp" line="107"/>
        <source>The text does not say whose unit it is.</source>
        <translation>Le texte ne dit pas à qui appartient l&apos;unité.</translation>
    </message>
</context>
<context>
    <name>MapSheets</name>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="115"/>
        <source>%1 mm at 100 %</source>
        <translation>%1 mm à 100 %</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="177"/>
        <source>%1 (to the left)</source>
        <translation>%1 (à gauche)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="180"/>
        <source>%1 (above)</source>
        <translation>%1 (au-dessus)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="183"/>
        <source>%1 (to the right)</source>
        <translation>%1 (à droite)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="186"/>
        <source>%1 (below)</source>
        <translation>%1 (en dessous)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="205"/>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="206"/>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="211"/>
        <source>%1 sheets of %2 %3, %4 rows by %5 columns; the table, %6 by %7, at true scale; %8 mm of table repeated on both sides of each seam.</source>
        <translation>%1 feuilles %2 %3, %4 rangées sur %5 colonnes&#x202f;; la table, %6 sur %7, à l&apos;échelle réelle&#x202f;; %8 mm de table répétés des deux côtés de chaque jonction.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="221"/>
        <source>%1 sheets of %2 %3, %4 rows by %5 columns; hexes %6 mm across the flats; %7 mm of map repeated on both sides of each seam.</source>
        <translation>%1 feuilles %2 %3, %4 rangées sur %5 colonnes&#x202f;; hexagones de %6 mm entre côtés&#x202f;; %7 mm de carte répétés des deux côtés de chaque jonction.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="231"/>
        <source>Greyscale: terrain shown by patterns.</source>
        <translation>Niveaux de gris&#xa0;: terrains représentés par des motifs.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="261"/>
        <source>not printed</source>
        <translation>non imprimée</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="274"/>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="314"/>
        <source>1. Print at actual size (100 %, no &quot;fit to page&quot;): the scale bar at the top of each sheet must measure %1 mm.
2. Sheets are named by row (letters, from the top) and column (numbers, from the left): B3 is the second row, third column. Each sheet&apos;s edges give the table&apos;s coordinates at the grid lines.
3. Start with A1. Trim every other sheet along the solid cut marks on its left and top edges (the dashed line joins them), lay it over the sheets to its left and above so that the cut edge runs through the crosses and the grid lines match, and glue it there.</source>
        <translation>1. Imprimez en taille réelle (100 %, sans «&#xa0;ajuster à la page&#xa0;»)&#xa0;: la barre d&apos;échelle en haut de chaque feuille doit mesurer %1 mm.
2. Les feuilles sont nommées par rangée (lettres, depuis le haut) et par colonne (chiffres, depuis la gauche)&#xa0;: B3 est la deuxième rangée, troisième colonne. Les bords de chaque feuille donnent les coordonnées de la table aux lignes de la grille.
3. Commencez par A1. Coupez chacune des autres feuilles le long des repères de coupe pleins de ses bords gauche et supérieur (la ligne pointillée les relie), posez-la sur les feuilles situées à sa gauche et au-dessus de façon que le bord coupé passe par les croix et que les lignes de la grille coïncident, puis collez-la.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_pages.cpp" line="325"/>
        <source>1. Print at actual size (100 %, no &quot;fit to page&quot;): the scale bar at the top of each sheet must measure %1 mm.
2. Sheets are named by row (letters, from the top) and column (numbers, from the left): B3 is the second row, third column. Grey cells hold no map and are not printed.
3. Start with A1. Trim every other sheet along the solid cut marks on its left and top edges (the dashed line joins them), lay it over the sheets to its left and above so that the cut edge runs through the crosses and the hexes match, and glue it there.</source>
        <translation>1. Imprimez en taille réelle (100 %, sans «&#xa0;ajuster à la page&#xa0;»)&#xa0;: la barre d&apos;échelle en haut de chaque feuille doit mesurer %1 mm.
2. Les feuilles sont nommées par rangée (lettres, depuis le haut) et par colonne (chiffres, depuis la gauche)&#xa0;: B3 est la deuxième rangée, troisième colonne. Les cases grises ne contiennent pas de carte et ne sont pas imprimées.
3. Commencez par A1. Coupez chacune des autres feuilles le long des repères de coupe pleins de ses bords gauche et supérieur (la ligne pointillée les relie), posez-la sur les feuilles situées à sa gauche et au-dessus de façon que le bord coupé passe par les croix et que les hexagones coïncident, puis collez-la.</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheet_table.cpp" line="63"/>
        <source>true scale: 1 %1 on the table = 1 %1 on paper; grid %2</source>
        <translation>échelle réelle&#xa0;: 1 %1 sur la table = 1 %1 sur le papier&#x202f;; grille %2</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="49"/>
        <source>hex size %1 mm is out of range (%2 to %3 mm)</source>
        <translation>la taille d&apos;hexagone de %1 mm est hors limites (%2 à %3 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="54"/>
        <source>overlap %1 mm is out of range (0 to %2 mm)</source>
        <translation>le chevauchement de %1 mm est hors limites (0 à %2 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="58"/>
        <source>margin %1 mm is out of range (0 to %2 mm)</source>
        <translation>la marge de %1 mm est hors limites (0 à %2 mm)</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="176"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="184"/>
        <source>%1: map sheets</source>
        <translation>%1&#xa0;: feuilles de carte</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="263"/>
        <source>1 hex = %1 mm</source>
        <translation>1 hexagone = %1 mm</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="267"/>
        <source>row %1, column %2</source>
        <translation>rangée %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../model/export/mapsheets.cpp" line="270"/>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>PanelEdit</name>
    <message>
        <location filename="../model/map/paneledit.cpp" line="183"/>
        <source>Panel %1</source>
        <translation>Section %1</translation>
    </message>
    <message>
        <location filename="../model/map/paneledit.cpp" line="333"/>
        <source>Road %1</source>
        <translation>Route %1</translation>
    </message>
</context>
<context>
    <name>PanelEditorLauncher</name>
    <message>
        <location filename="../editor/paneleditor.cpp" line="60"/>
        <location filename="../editor/paneleditor.cpp" line="67"/>
        <location filename="../editor/paneleditor.cpp" line="85"/>
        <source>Edit Library Panels</source>
        <translation>Modifier les sections de la bibliothèque</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="61"/>
        <source>There is no panel library to edit.</source>
        <translation>Il n&apos;y a aucune bibliothèque de sections à modifier.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="68"/>
        <source>Panel library to edit:</source>
        <translation>Bibliothèque de sections à modifier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="86"/>
        <source>The panel library %1 cannot be loaded.
%2</source>
        <translation>La bibliothèque de sections %1 ne peut pas être chargée.
%2</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="95"/>
        <source>Panel library saved: scenarios opened from now on use it; reopen %1 to see the edited panels there.</source>
        <translation>Bibliothèque de sections enregistrée&#xa0;: les scénarios ouverts désormais l&apos;utilisent&#x202f;; rouvrez %1 pour y voir les sections modifiées.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="98"/>
        <source>Panel library saved: scenarios opened from now on use it.</source>
        <translation>Bibliothèque de sections enregistrée&#xa0;: les scénarios ouverts désormais l&apos;utilisent.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="137"/>
        <source>&amp;Edit Library Panels...</source>
        <translation>&amp;Modifier les sections de la bibliothèque...</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="140"/>
        <source>Paint and draw roads on the library&apos;s panels themselves, for every scenario</source>
        <translation>Peindre le terrain et tracer les routes sur les sections de la bibliothèque elles-mêmes, pour tous les scénarios</translation>
    </message>
</context>
<context>
    <name>PanelLibraryWriter</name>
    <message>
        <location filename="../model/map/panellibrarywriter.cpp" line="250"/>
        <source>Cannot create the folder %1</source>
        <translation>Impossible de créer le dossier %1</translation>
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
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="23"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="24"/>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <location filename="../editor/print/paperfields.cpp" line="25"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ParamEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="105"/>
        <source>Board %1</source>
        <translation>Plateau %1</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="120"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="121"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="122"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="123"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="288"/>
        <source>From</source>
        <translation>À partir de</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="288"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="295"/>
        <source>Add Level</source>
        <translation>Ajouter un niveau</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="296"/>
        <source>Remove Level</source>
        <translation>Supprimer le niveau</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="356"/>
        <source>This result from this many units on</source>
        <translation>Ce résultat à partir de ce nombre d&apos;unités</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="401"/>
        <location filename="../editor/victory/parameditors.cpp" line="670"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="412"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="459"/>
        <source>Turns, e.g. 1, 3</source>
        <translation>Tours, p. ex. 1, 3</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="671"/>
        <source>Enemy side</source>
        <translation>Camp adverse</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="672"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="673"/>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="674"/>
        <source>At the end of turn</source>
        <translation>À la fin du tour</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="675"/>
        <source>By turn</source>
        <translation>Au plus tard au tour</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="676"/>
        <source>Undisrupted units only</source>
        <translation>Unités non désorganisées seulement</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="677"/>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="678"/>
        <source>Fewer losses than</source>
        <translation>Moins de pertes que</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="679"/>
        <source>Units left</source>
        <translation>Unités restantes</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="680"/>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="681"/>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="682"/>
        <source>Points per hex</source>
        <translation>Points par hexagone</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="683"/>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="684"/>
        <source>Home zones</source>
        <translation>Zones d&apos;origine</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="685"/>
        <source>Unit types</source>
        <translation>Types d&apos;unité</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="686"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="687"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="688"/>
        <source>On turns</source>
        <translation>Aux tours</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="690"/>
        <source>A unit fired upon or close assaulted is free</source>
        <translation>Une unité prise pour cible ou assaillie au contact est libre</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="691"/>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="692"/>
        <source>Units elsewhere may fire in</source>
        <translation>Les unités situées ailleurs peuvent y tirer</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="693"/>
        <source>Home boards</source>
        <translation>Plateaux d&apos;origine</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="694"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="36"/>
        <source>Pick Hex</source>
        <translation>Choisir un hexagone</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="52"/>
        <source>Click a hex to add it; Esc cancels</source>
        <translation>Cliquez sur un hexagone pour l&apos;ajouter&#x202f;; Échap annule</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="100"/>
        <source>Hex, e.g. 0405</source>
        <translation>Hexagone, p. ex. 0405</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="102"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="103"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="104"/>
        <source>Pick on Map</source>
        <translation>Désigner sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="106"/>
        <source>Click a hex of the map to add it</source>
        <translation>Cliquez sur un hexagone de la carte pour l&apos;ajouter</translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="191"/>
        <source>Only the edge of this panel (none checked: the whole map&apos;s edge)</source>
        <translation>Seulement le bord de cette section (aucune cochée&#xa0;: le bord de toute la carte)</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="34"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="108"/>
        <source>untyped</source>
        <translation>sans type</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="116"/>
        <source>the log has a &apos;%1&apos; line where the replay writes a &apos;%2&apos; line</source>
        <translation>le journal a une ligne «&#xa0;%1&#xa0;» là où le rejeu écrit une ligne «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="126"/>
        <source>roll %1 (%2) does not reproduce: the log has %3 %4, the replay %5</source>
        <translation>le jet %1 (%2) ne se reproduit pas&#xa0;: le journal a %3 %4, le rejeu %5</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="133"/>
        <source>roll %1 (%2): the log says roll total %3, the replay rolled %4</source>
        <translation>jet %1 (%2)&#xa0;: le journal indique un total de %3, le rejeu a obtenu %4</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="139"/>
        <source>roll %1 (%2) was read against other inputs: the log has %3 %4, the replay %5</source>
        <translation>le jet %1 (%2) a été lu contre d&apos;autres données&#xa0;: le journal a %3 %4, le rejeu %5</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="148"/>
        <source>the final summary differs in &quot;%1&quot;: the log has %2, the replay %3</source>
        <translation>le résumé final diffère sur «&#xa0;%1&#xa0;»&#xa0;: le journal a %2, le rejeu %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="150"/>
        <source>the &apos;%1&apos; line differs in &quot;%2&quot;: the log has %3, the replay %4</source>
        <translation>la ligne «&#xa0;%1&#xa0;» diffère sur «&#xa0;%2&#xa0;»&#xa0;: le journal a %3, le rejeu %4</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="163"/>
        <source>the log was recorded on another version of the scenario (its text has changed)</source>
        <translation>le journal a été enregistré avec une autre version du scénario (son texte a changé)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="169"/>
        <source>the log played rule option %1 as &quot;%2&quot;, this scenario plays &quot;%3&quot;</source>
        <translation>le journal a joué l&apos;option de règle %1 en «&#xa0;%2&#xa0;», ce scénario joue «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="189"/>
        <source>incomplete: the log ends at line %1 without its final summary (was it cut short?)</source>
        <translation>incomplet&#xa0;: le journal s&apos;arrête à la ligne %1 sans son résumé final (a-t-il été tronqué ?)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="213"/>
        <source>the log goes on after its final summary</source>
        <translation>le journal continue après son résumé final</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="220"/>
        <source>not a JSON object: %1</source>
        <translation>pas un objet JSON&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="230"/>
        <source>not a %1 log: the first line must be its header</source>
        <translation>pas un journal %1&#xa0;: la première ligne doit être son en-tête</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="235"/>
        <location filename="../validation/engine/playlog.cpp" line="246"/>
        <source>the header has no seed</source>
        <translation>l&apos;en-tête n&apos;a pas de graine</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="240"/>
        <source>the log is in format %1; this version of Hexwright replays %2 to %3 logs only (play the game again to record one)</source>
        <translation>le journal est au format %1&#x202f;; cette version de Hexwright ne rejoue que les journaux des formats %2 à %3 (jouez à nouveau la partie pour en enregistrer un)</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="269"/>
        <source>the action is refused on replay: %1</source>
        <translation>l&apos;action est refusée au rejeu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="281"/>
        <source>the log has a &apos;%1&apos; line the replay does not produce</source>
        <translation>le journal a une ligne «&#xa0;%1&#xa0;» que le rejeu ne produit pas</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="286"/>
        <source>the log is empty</source>
        <translation>le journal est vide</translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="315"/>
        <source>the file is not text (is it a binary file?)</source>
        <translation>le fichier n&apos;est pas du texte (est-ce un fichier binaire ?)</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../model/scenario/players.cpp" line="90"/>
        <source>Player %1: %2</source>
        <extracomment>who plays what: &quot;Player 1: Blue, Tan&quot;</extracomment>
        <translation>Joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="92"/>
        <source>no colours</source>
        <translation>aucune couleur</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="113"/>
        <source>%1 are allies</source>
        <extracomment>an alliance of the scenario: &quot;Tan and Green are allies&quot;</extracomment>
        <translation>%1 sont alliés</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="129"/>
        <source>%1 fight as one side</source>
        <extracomment>the colours of one side: &quot;Blue and Tan fight as one side&quot;</extracomment>
        <translation>%1 combattent comme un seul camp</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="139"/>
        <source>%1 fights everyone</source>
        <extracomment>a colour with no ally: &quot;Blue fights everyone&quot;</extracomment>
        <translation>%1 combat tout le monde</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="142"/>
        <source>%1 each fight everyone</source>
        <extracomment>colours with no ally: &quot;Red and Blue each fight everyone&quot;</extracomment>
        <translation>%1 combattent chacun tout le monde</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="146"/>
        <source>Alliances: none; %1</source>
        <extracomment>no alliances in the scenario, then who fights whom</extracomment>
        <translation>Alliances&#xa0;: aucune&#x202f;; %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/players.cpp" line="148"/>
        <source>Alliances: %1</source>
        <extracomment>the alliances of the scenario in one line</extracomment>
        <translation>Alliances&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../editor/playtest.cpp" line="132"/>
        <source>Playtest from Saved &amp;Set-up...</source>
        <translation>Partie test depuis un &amp;déploiement enregistré...</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="137"/>
        <location filename="../editor/playtest.cpp" line="267"/>
        <source>Playtest the scenario from a set-up saved in an earlier playtest (%1)</source>
        <translation>Tester le scénario à partir d&apos;un déploiement enregistré lors d&apos;une partie test précédente (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="139"/>
        <source>Start a playtest with the pieces where a saved set-up put them (Game &gt; Save Set-up in the playtest window)</source>
        <translation>Commencer une partie test avec les pions là où un déploiement enregistré les a placés (Partie &gt; Enregistrer le déploiement dans la fenêtre de partie test)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="145"/>
        <source>Playtest from Saved Set-up</source>
        <translation>Partie test depuis un déploiement enregistré</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="152"/>
        <source>Saved set-ups (*.setup.json *.json);;All files (*)</source>
        <translation>Déploiements enregistrés (*.setup.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="160"/>
        <source>This set-up cannot start a playtest of the scenario:
%1</source>
        <translation>Ce déploiement ne peut pas lancer une partie test du scénario&#xa0;:
%1</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="174"/>
        <source>Open Game &amp;Log...</source>
        <translation>Ouvrir un &amp;journal de partie...</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="177"/>
        <location filename="../editor/playtest.cpp" line="272"/>
        <source>Replay a game log of the scenario, step by step (%1)</source>
        <translation>Rejouer pas à pas un journal de partie du scénario (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="179"/>
        <source>Open a game log (a playtest&apos;s, the CLI&apos;s or a balance report&apos;s) and step through it on the scenario as it stands</source>
        <translation>Ouvrir un journal de partie (d&apos;une partie test, de la CLI ou d&apos;un rapport d&apos;équilibre) et le parcourir pas à pas sur le scénario tel quel</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="185"/>
        <source>Open Game Log</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="187"/>
        <source>Game logs (*.jsonl);;All files (*)</source>
        <translation>Journaux de partie (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="195"/>
        <source>This log cannot be replayed on this scenario.

%1</source>
        <translation>Ce journal ne peut pas être rejoué sur ce scénario.

%1</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="209"/>
        <source>&amp;Playtest</source>
        <translation>Partie &amp;test</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="213"/>
        <location filename="../editor/playtest.cpp" line="260"/>
        <source>Playtest the scenario as it stands (F5)</source>
        <translation>Tester le scénario tel quel (F5)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="214"/>
        <source>Play the scenario as it stands, hotseat, by the book; no need to save it first</source>
        <translation>Jouer le scénario tel quel, en hotseat, selon les règles&#x202f;; inutile de l&apos;enregistrer d&apos;abord</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="257"/>
        <source>No engine plays the rules of %1 yet: the playtest is not available</source>
        <translation>Aucun moteur ne joue encore les règles de %1&#xa0;: la partie test n&apos;est pas disponible</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="263"/>
        <source>No engine plays the rules of %1: Playtest opens the referee aids its surviving text gives (F5)</source>
        <translation>Aucun moteur ne joue les règles de %1 : Partie test ouvre les aides d&apos;arbitrage que donne le texte conservé (F5)</translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="147"/>
        <location filename="../editor/playtest.cpp" line="238"/>
        <source>The scenario has no sides to play yet</source>
        <translation>Le scénario n&apos;a encore aucun camp à jouer</translation>
    </message>
    <message>
        <location filename="../editor/schedule.cpp" line="40"/>
        <source>That hex is not a playable hex of the map.</source>
        <translation>Cet hexagone n&apos;est pas un hexagone jouable de la carte.</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="31"/>
        <source>&amp;Sides</source>
        <translation>&amp;Camps</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="33"/>
        <source>Show the Sides dock: sides, colours, morale and alliances</source>
        <translation>Afficher le panneau Camps&#xa0;: camps, couleurs, moral et alliances</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="40"/>
        <source>&amp;Properties...</source>
        <translation>&amp;Propriétés...</translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="43"/>
        <source>Edit the title, author, source, players, notes, the general briefing and the special rules</source>
        <translation>Modifier le titre, l&apos;auteur, la source, les joueurs, les notes, le briefing général et les règles spéciales</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="20"/>
        <source>Ruleset &amp;Charts...</source>
        <translation>&amp;Tableaux des règles...</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="23"/>
        <source>See the ruleset&apos;s charts, which values are provisional, and type the printed game&apos;s values as your own</source>
        <translation>Voir les tableaux des règles, les valeurs provisoires, et saisir les valeurs du jeu imprimé comme les vôtres</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="46"/>
        <source>See and edit the ruleset&apos;s charts</source>
        <translation>Voir et modifier les tableaux des règles</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="48"/>
        <source>The ruleset of this scenario has no charts</source>
        <translation>Les règles de ce scénario n&apos;ont aucun tableau</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsaction.cpp" line="49"/>
        <source>Open a scenario to see its ruleset&apos;s charts</source>
        <translation>Ouvrez un scénario pour voir les tableaux de ses règles</translation>
    </message>
</context>
<context>
    <name>ReadContext</name>
    <message>
        <location filename="../model/io/schemareader.cpp" line="68"/>
        <source>too many problems; the first %1 are shown</source>
        <translation>trop de problèmes&#x202f;; les %1 premiers sont affichés</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../editor/shell/recoveryfile.cpp" line="165"/>
        <source>Recover Autosaved Changes</source>
        <translation>Récupérer les modifications enregistrées automatiquement</translation>
    </message>
</context>
<context>
    <name>ReplayCursor</name>
    <message>
        <location filename="../validation/engine/replaycursor.cpp" line="48"/>
        <source>the scenario cannot be played</source>
        <translation>le scénario ne peut pas être joué</translation>
    </message>
    <message>
        <location filename="../validation/engine/replaycursor.cpp" line="85"/>
        <source>the game cannot be started again</source>
        <translation>la partie ne peut pas être relancée</translation>
    </message>
</context>
<context>
    <name>RosterSheets</name>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="35"/>
        <source>%1 · roster of player %2</source>
        <translation>%1 · liste du joueur %2</translation>
    </message>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="49"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../model/export/rostersheets.cpp" line="68"/>
        <source>%1: rosters</source>
        <translation>%1&#xa0;: listes</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <location filename="../model/io/safefile.cpp" line="31"/>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="33"/>
        <source>is a named pipe, not a file</source>
        <translation>est un tube nommé, pas un fichier</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="35"/>
        <source>is a socket, not a file</source>
        <translation>est un socket, pas un fichier</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="37"/>
        <source>is a device, not a file</source>
        <translation>est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="38"/>
        <source>is not a regular file</source>
        <translation>n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="75"/>
        <location filename="../model/io/safefile.cpp" line="98"/>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="80"/>
        <location filename="../model/io/safefile.cpp" line="115"/>
        <source>the file is %1; Hexwright reads files of up to %2</source>
        <translation>le fichier fait %1&#x202f;; Hexwright lit les fichiers jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="105"/>
        <location filename="../model/io/safefile.cpp" line="140"/>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="129"/>
        <location filename="../model/io/safefile.cpp" line="150"/>
        <source>the file is larger than %1, the most Hexwright reads</source>
        <translation>le fichier dépasse %1, le maximum que lit Hexwright</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="173"/>
        <location filename="../model/io/safefile.cpp" line="213"/>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="205"/>
        <source>an atomic file is for writing only</source>
        <translation>un fichier atomique sert uniquement à l&apos;écriture</translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="247"/>
        <source>the file was never opened</source>
        <translation>le fichier n&apos;a jamais été ouvert</translation>
    </message>
</context>
<context>
    <name>SavedSetup</name>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="208"/>
        <source>not JSON: %1</source>
        <translation>pas du JSON&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="211"/>
        <source>a set-up file holds one JSON object</source>
        <translation>un fichier de déploiement contient un seul objet JSON</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="222"/>
        <source>not a set-up file: it has no &quot;format&quot;: &quot;%1&quot;</source>
        <translation>pas un fichier de déploiement&#xa0;: il n&apos;a pas de &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="224"/>
        <source>the file is in format %1; this version of Hexwright reads %2</source>
        <translation>le fichier est au format %1&#x202f;; cette version de Hexwright lit %2</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="235"/>
        <source>&quot;players&quot; must be a list of the players&apos; set-ups</source>
        <translation>&quot;players&quot; doit être une liste des déploiements des joueurs</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="243"/>
        <source>each player&apos;s set-up needs the player&apos;s &quot;name&quot;</source>
        <translation>le déploiement de chaque joueur a besoin du &quot;name&quot; du joueur</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="246"/>
        <source>player &quot;%1&quot; is set up twice</source>
        <translation>le joueur «&#xa0;%1&#xa0;» est déployé deux fois</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="251"/>
        <source>player &quot;%1&quot; needs a list of &quot;actions&quot;</source>
        <translation>le joueur «&#xa0;%1&#xa0;» a besoin d&apos;une liste &quot;actions&quot;</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="262"/>
        <source>a set-up action must be {&quot;kind&quot;: &quot;place&quot;, &quot;unit&quot;: ..., and where}</source>
        <translation>une action de déploiement doit être {&quot;kind&quot;: &quot;place&quot;, &quot;unit&quot;: ..., et l&apos;emplacement}</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="298"/>
        <source>the game has no player &quot;%1&quot; (its players: %2)</source>
        <translation>la partie n&apos;a pas de joueur «&#xa0;%1&#xa0;» (ses joueurs&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="305"/>
        <source>the game has no set-up phase: its scenario sets up no unit in a zone</source>
        <translation>la partie n&apos;a pas de phase de déploiement&#xa0;: son scénario ne déploie aucune unité dans une zone</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="321"/>
        <source>the set-up of %1 by its agent was refused: %2</source>
        <translation>le déploiement de %1 par son agent a été refusé&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="333"/>
        <source>unknown unit &quot;%1&quot;: the scenario has no such unit</source>
        <translation>unité inconnue «&#xa0;%1&#xa0;»&#xa0;: le scénario n&apos;a pas cette unité</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="338"/>
        <source>illegal place for %1 (%2): %3</source>
        <translation>emplacement interdit pour %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="344"/>
        <source>the set-up of %1 leaves %2 unit(s) to place: %3</source>
        <translation>le déploiement de %1 laisse %2 unité(s) à placer&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../validation/engine/savedsetup.cpp" line="352"/>
        <source>the set-up of %1 cannot end: %2</source>
        <translation>le déploiement de %1 ne peut pas se terminer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioChecker</name>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="21"/>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="281"/>
        <source>the %1 edge of the map</source>
        <translation>le bord %1 de la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="22"/>
        <source>the %1 edge of panel %2</source>
        <translation>le bord %1 de la section %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="34"/>
        <source>force entry &apos;%1&apos;</source>
        <translation>entrée de troupes «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="41"/>
        <location filename="../validation/checks/checks_table.cpp" line="161"/>
        <source>reinforcement &apos;%1&apos;</source>
        <translation>renfort «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="47"/>
        <source>hidden units &apos;%1&apos;</source>
        <translation>unités cachées «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="53"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="220"/>
        <source>victory condition &apos;%1&apos;</source>
        <translation>condition de victoire «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="84"/>
        <location filename="../validation/checks/scenariochecks.cpp" line="28"/>
        <source>the map has no panels</source>
        <translation>la carte n&apos;a aucune section</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="88"/>
        <source>panels overlap on %1 hexes, the first at %2</source>
        <translation>des sections se chevauchent sur %1 hexagones, le premier en %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="105"/>
        <source>%1 marker at %2 is on a half hex at the edge of the map, which is not playable</source>
        <translation>le marqueur %1 en %2 est sur un demi-hexagone du bord de la carte, qui n&apos;est pas jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="108"/>
        <source>%1 marker at %2 is not on the map</source>
        <translation>le marqueur %1 en %2 n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="132"/>
        <source>%1 is not on the map</source>
        <translation>%1 n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="133"/>
        <source>%1 hexes are not on the map (the first %2)</source>
        <translation>%1 hexagones ne sont pas sur la carte (le premier&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="139"/>
        <source>%1 is a half hex at the edge of the map</source>
        <translation>%1 est un demi-hexagone du bord de la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="140"/>
        <source>%1 are half hexes at the edge of the map (the first %2)</source>
        <translation>%1 sont des demi-hexagones du bord de la carte (le premier&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="145"/>
        <source>zone &apos;%1&apos; has hexes that are not playable: %2</source>
        <translation>la zone «&#xa0;%1&#xa0;» a des hexagones non jouables&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="145"/>
        <source>; </source>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="149"/>
        <source>zone &apos;%1&apos; has no hexes</source>
        <translation>la zone «&#xa0;%1&#xa0;» n&apos;a aucun hexagone</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="157"/>
        <source>%1 uses zone &apos;%2&apos;, which does not exist</source>
        <translation>%1 utilise la zone «&#xa0;%2&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="163"/>
        <source>%1 uses zone &apos;%2&apos;, which has no hexes</source>
        <translation>%1 utilise la zone «&#xa0;%2&#xa0;», qui n&apos;a aucun hexagone</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="164"/>
        <source>%1 uses zone &apos;%2&apos;, none of whose %3 hexes is playable</source>
        <translation>%1 utilise la zone «&#xa0;%2&#xa0;», dont aucun des %3 hexagones n&apos;est jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="200"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 is not in the layout</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre par %3, mais la section %4 n&apos;est pas dans la disposition</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="211"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 has no playable hex</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre par %3, mais la section %4 n&apos;a aucun hexagone jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="217"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but the map has no playable hex</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre par %3, mais la carte n&apos;a aucun hexagone jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="234"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, a half hex at the edge of the map, which is not playable</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre en %3, un demi-hexagone du bord de la carte, qui n&apos;est pas jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="237"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, which is not on the map</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre en %3, qui n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="242"/>
        <source>%1: reinforcement &apos;%2&apos; enters by road at %3, which has no road</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre par la route en %3, où il n&apos;y a pas de route</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="20"/>
        <source>%1 is turn %2, before the first turn</source>
        <translation>%1 est au tour %2, avant le premier tour</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="23"/>
        <source>%1 is turn %2, but the game lasts %3 turns</source>
        <translation>%1 est au tour %2, mais la partie dure %3 tours</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="34"/>
        <source>%1: the arrival of reinforcement &apos;%2&apos;</source>
        <translation>%1&#xa0;: l&apos;arrivée du renfort «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="43"/>
        <source>%1: reinforcement &apos;%2&apos; on turn %3 brings no units</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» du tour %3 n&apos;amène aucune unité</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="58"/>
        <source>%1: %2 wait off board and no reinforcement brings them in, so they take no part in the game</source>
        <translation>%1&#xa0;: %2 attendent hors carte et aucun renfort ne les amène, elles ne prennent donc pas part à la partie</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="92"/>
        <source>%1 names panel %2, which is not in the layout</source>
        <translation>%1 désigne la section %2, qui n&apos;est pas dans la disposition</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="97"/>
        <source>%1 names side &apos;%2&apos;, which does not exist</source>
        <translation>%1 désigne le camp «&#xa0;%2&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="114"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="119"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="127"/>
        <source>%1 names zone &apos;%2&apos;, which does not exist</source>
        <translation>%1 désigne la zone «&#xa0;%2&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="152"/>
        <source>%1: %2 names %3 hexes that are not playable hexes of the map, the first %4</source>
        <translation>%1&#xa0;: %2 désigne %3 hexagones qui ne sont pas des hexagones jouables de la carte, le premier en %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="162"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="167"/>
        <source>%1: its %2</source>
        <translation>%1&#xa0;: paramètre %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="172"/>
        <source>%1 names colour %2, which no side controls</source>
        <translation>%1 désigne la couleur %2, qu&apos;aucun camp ne contrôle</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="182"/>
        <source>%1 names %2 (&apos;%3&apos;), which no colour in play can field</source>
        <translation>%1 désigne %2 («&#xa0;%3&#xa0;»), qu&apos;aucune couleur en jeu ne peut aligner</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="190"/>
        <source>%1 names terrain &apos;%2&apos;, which the ruleset does not have</source>
        <translation>%1 désigne le terrain «&#xa0;%2&#xa0;», que les règles ne connaissent pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="199"/>
        <source>%1 names %2 markers, but the map has none</source>
        <translation>%1 désigne des marqueurs %2, mais la carte n&apos;en a aucun</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="270"/>
        <source>victory condition &apos;%1&apos;: its zone &apos;%2&apos; lies in set-up zone &apos;%3&apos; of %4, so that side starts on the goal (%5)</source>
        <translation>condition de victoire «&#xa0;%1&#xa0;»&#xa0;: sa zone «&#xa0;%2&#xa0;» se trouve dans la zone de déploiement «&#xa0;%3&#xa0;» de %4, ce camp commence donc sur l&apos;objectif (%5)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="287"/>
        <source>the effect of special rule &apos;%1&apos;</source>
        <translation>l&apos;effet de la règle spéciale «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="298"/>
        <source>it names no side and no colour, so it holds nobody</source>
        <translation>elle ne désigne ni camp ni couleur, elle ne retient donc personne</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="300"/>
        <source>it names no turn</source>
        <translation>elle ne désigne aucun tour</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="302"/>
        <source>it names no panel, so nobody could ever be attacked</source>
        <translation>elle ne désigne aucune section, personne ne pourrait donc jamais être attaqué</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="304"/>
        <source>it names no side&apos;s home panels</source>
        <translation>elle ne désigne les sections d&apos;origine d&apos;aucun camp</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="307"/>
        <source>it needs at least one unit type and one terrain</source>
        <translation>elle a besoin d&apos;au moins un type d&apos;unité et un terrain</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="310"/>
        <source>it names no side and no colour, so it confines nobody</source>
        <translation>il ne désigne aucun camp ni aucune couleur, il ne confine donc personne</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="312"/>
        <source>it names no colour whose arrival releases a board</source>
        <translation>il ne désigne aucune couleur dont l&apos;arrivée libère un plateau</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="19"/>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="35"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="36"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="47"/>
        <source>%1: %2 is placed at %3, a half hex at the edge of the map, which is not playable</source>
        <translation>%1&#xa0;: %2 est placé en %3, un demi-hexagone du bord de la carte, qui n&apos;est pas jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="50"/>
        <source>%1: %2 is placed at %3, which is not on the map</source>
        <translation>%1&#xa0;: %2 est placé en %3, qui n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="55"/>
        <source>%1: %2 is placed at %3 in %4, which %5 units may not enter</source>
        <translation>%1&#xa0;: %2 est placé en %3, en %4, où les unités %5 ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="75"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="128"/>
        <source>%1: %2 sets up in zone &apos;%3&apos;, but %4 only %5, where it may not stand</source>
        <translation>%1&#xa0;: %2 se déploie dans la zone «&#xa0;%3&#xa0;», mais %4 seulement %5, où il ne peut pas se tenir</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="78"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="132"/>
        <source>its playable hex is</source>
        <translation>son hexagone jouable est</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="79"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="133"/>
        <source>its playable hexes are</source>
        <translation>ses hexagones jouables sont</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="84"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="138"/>
        <source>%1: %2 may not use %3 of the %4 playable hexes of zone &apos;%5&apos; (%6)</source>
        <translation>%1&#xa0;: %2 ne peut pas utiliser %3 des %4 hexagones jouables de la zone «&#xa0;%5&#xa0;» (%6)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="26"/>
        <source>side &apos;%1&apos; sets morale for colour %2, which it does not control</source>
        <translation>le camp «&#xa0;%1&#xa0;» fixe le moral de la couleur %2, qu&apos;il ne contrôle pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="34"/>
        <source>side &apos;%1&apos; has no morale for colour %2</source>
        <translation>le camp «&#xa0;%1&#xa0;» n&apos;a pas de moral pour la couleur %2</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="48"/>
        <source>setup order</source>
        <translation>ordre de déploiement</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="49"/>
        <source>move order</source>
        <translation>ordre de mouvement</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="58"/>
        <source>%1: %2 %3 is not between 1 and %4, the number of sides</source>
        <translation>%1&#xa0;: %2 %3 n&apos;est pas entre 1 et %4, le nombre de camps</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="69"/>
        <source>%1 and %2 have the same %3, %4, but belong to different players</source>
        <translation>%1 et %2 ont le même %3, %4, mais appartiennent à des joueurs différents</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="78"/>
        <source>%1: player %2, but the scenario&apos;s players are numbered 1 to %3</source>
        <translation>%1&#xa0;: joueur %2, mais les joueurs du scénario sont numérotés de 1 à %3</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="108"/>
        <source>the scenario is for %1 players, but its sides are played by %2 (%3)</source>
        <translation>le scénario est prévu pour %1 joueurs, mais ses camps sont joués par %2 (%3)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="112"/>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="113"/>
        <source>players %1</source>
        <translation>joueurs %1</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="129"/>
        <source>%1 (attacker): %2 points, fewer than %3 (defender): %4</source>
        <translation>%1 (attaquant)&#xa0;: %2 points, moins que %3 (défenseur)&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="147"/>
        <source>force entry &apos;%1&apos; is %2, but side &apos;%3&apos; controls %4</source>
        <translation>l&apos;entrée de troupes «&#xa0;%1&#xa0;» est %2, mais le camp «&#xa0;%3&#xa0;» contrôle %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="155"/>
        <source>hidden units &apos;%1&apos; are %2, but side &apos;%3&apos; controls %4</source>
        <translation>les unités cachées «&#xa0;%1&#xa0;» sont %2, mais le camp «&#xa0;%3&#xa0;» contrôle %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="161"/>
        <source>%1 has no units</source>
        <translation>%1 n&apos;a aucune unité</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="63"/>
        <source>the table has two parts with the id &apos;%1&apos; (the second: %2)</source>
        <translation>la table a deux éléments d&apos;identifiant «&#xa0;%1&#xa0;» (le second&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="67"/>
        <source>piece &apos;%1&apos;</source>
        <translation>élément «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="70"/>
        <source>objective &apos;%1&apos;</source>
        <translation>objectif «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="74"/>
        <source>objective &apos;%1&apos; at %2 is off the %3 table</source>
        <translation>l&apos;objectif «&#xa0;%1&#xa0;» en %2 est hors de la table %3</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="79"/>
        <source>deployment area &apos;%1&apos;</source>
        <translation>aire de déploiement «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="87"/>
        <source>shape %1 of deployment area &apos;%2&apos; lies wholly off the %3 table</source>
        <translation>la forme %1 de l&apos;aire de déploiement «&#xa0;%2&#xa0;» est entièrement hors de la table %3</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="108"/>
        <source>%1: %2 sets up in a deployment area, but the side has none on the table</source>
        <translation>%1&#xa0;: %2 se déploie dans une aire de déploiement, mais le camp n&apos;en a aucune sur la table</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="116"/>
        <source>%1: %2 sets up in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1&#xa0;: %2 se déploie dans l&apos;aire de déploiement «&#xa0;%3&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="120"/>
        <source>%1: %2 sets up in deployment area &apos;%3&apos;, which is %4&apos;s</source>
        <translation>%1&#xa0;: %2 se déploie dans l&apos;aire de déploiement «&#xa0;%3&#xa0;», qui appartient à %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="128"/>
        <source>%1: %2 is placed at %3, off the %4 table</source>
        <translation>%1&#xa0;: %2 est placé en %3, hors de la table %4</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="140"/>
        <source>%1: %2 is placed at %3, in deployment area &apos;%4&apos;, which is %5&apos;s</source>
        <translation>%1&#xa0;: %2 est placé en %3, dans l&apos;aire de déploiement «&#xa0;%4&#xa0;», qui appartient à %5</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="148"/>
        <source>%1: %2 is placed at %3, in terrain its units may not enter</source>
        <translation>%1&#xa0;: %2 est placé en %3, dans un terrain où ses unités ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="158"/>
        <source>%1: reinforcement &apos;%2&apos; enters in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre dans l&apos;aire de déploiement «&#xa0;%3&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_table.cpp" line="166"/>
        <source>%1: hidden units &apos;%2&apos; are in deployment area &apos;%3&apos;, which does not exist</source>
        <translation>%1&#xa0;: les unités cachées «&#xa0;%2&#xa0;» sont dans l&apos;aire de déploiement «&#xa0;%3&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="29"/>
        <source>panels overlap</source>
        <translation>des sections se chevauchent</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="31"/>
        <source>a hex the scenario names is not on the map or is a half hex at its edge</source>
        <translation>un hexagone désigné par le scénario n&apos;est pas sur la carte ou est un demi-hexagone du bord</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="35"/>
        <source>a zone that nothing uses has no hexes</source>
        <translation>une zone que rien n&apos;utilise n&apos;a aucun hexagone</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="37"/>
        <source>a zone used by a set-up, an entry, hidden units or a victory condition has no playable hex</source>
        <translation>une zone utilisée par un déploiement, une entrée, des unités cachées ou une condition de victoire n&apos;a aucun hexagone jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="41"/>
        <source>an entry edge names a panel that is not in the layout, or has no playable hex</source>
        <translation>un bord d&apos;entrée désigne une section absente de la disposition ou sans hexagone jouable</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="45"/>
        <source>a road entry hex has no road</source>
        <translation>un hexagone d&apos;entrée par route n&apos;a pas de route</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="48"/>
        <source>units set up in terrain they may not enter</source>
        <translation>unités déployées dans un terrain où elles ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="52"/>
        <source>some hexes of a set-up zone are terrain the units may not enter</source>
        <translation>certains hexagones d&apos;une zone de déploiement sont d&apos;un terrain où les unités ne peuvent pas entrer</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="56"/>
        <source>morale set for a colour the side does not control</source>
        <translation>moral fixé pour une couleur que le camp ne contrôle pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="59"/>
        <source>a colour of a side has no morale</source>
        <translation>une couleur d&apos;un camp n&apos;a pas de moral</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="61"/>
        <source>a force entry&apos;s or hidden units&apos; colour is not its side&apos;s</source>
        <translation>la couleur d&apos;une entrée de troupes ou d&apos;unités cachées n&apos;est pas celle de leur camp</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="64"/>
        <source>a setup or move order outside 1 to the number of sides</source>
        <translation>un ordre de déploiement ou de mouvement hors de 1 au nombre de camps</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="67"/>
        <source>two sides of different players with the same setup or move order</source>
        <translation>deux camps de joueurs différents avec le même ordre de déploiement ou de mouvement</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="71"/>
        <source>a side&apos;s player is not one of the scenario&apos;s players</source>
        <translation>le joueur d&apos;un camp n&apos;est pas l&apos;un des joueurs du scénario</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="74"/>
        <source>the scenario&apos;s number of players differs from the number of players its sides name</source>
        <translation>le nombre de joueurs du scénario diffère du nombre de joueurs que désignent ses camps</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="77"/>
        <source>a side has no units</source>
        <translation>un camp n&apos;a aucune unité</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="79"/>
        <source>an attacker has fewer points than a defender</source>
        <translation>un attaquant a moins de points qu&apos;un défenseur</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="82"/>
        <source>a reinforcement or victory turn lies outside the game&apos;s turns</source>
        <translation>un tour de renfort ou de victoire est hors des tours de la partie</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="85"/>
        <source>a reinforcement brings no units</source>
        <translation>un renfort n&apos;amène aucune unité</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="87"/>
        <source>units wait off board and no reinforcement brings them in</source>
        <translation>des unités attendent hors carte et aucun renfort ne les amène</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="90"/>
        <source>a victory condition names a side, zone or panel that does not exist</source>
        <translation>une condition de victoire désigne un camp, une zone ou une section qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="94"/>
        <source>a victory condition names a colour, unit type or marker that is not in play, so it can never be met</source>
        <translation>une condition de victoire désigne une couleur, un type d&apos;unité ou un marqueur absent du jeu, elle ne peut donc jamais être remplie</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="98"/>
        <source>the zone of a first-to-hex condition lies in a set-up zone of one of its colours, so that side starts on the goal</source>
        <translation>la zone d&apos;une condition «&#xa0;premier dans l&apos;hexagone&#xa0;» se trouve dans une zone de déploiement d&apos;une de ses couleurs, ce camp commence donc sur l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="103"/>
        <source>a special rule&apos;s effect names a side, panel or terrain that does not exist</source>
        <translation>l&apos;effet d&apos;une règle spéciale désigne un camp, une section ou un terrain qui n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="107"/>
        <source>a special rule&apos;s effect names a colour or unit type that is not in play, so it never applies</source>
        <translation>l&apos;effet d&apos;une règle spéciale désigne une couleur ou un type d&apos;unité absent du jeu, il ne s&apos;applique donc jamais</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="111"/>
        <source>a special rule&apos;s effect lacks what it acts on (no side, turn, panel, unit type or terrain)</source>
        <translation>l&apos;effet d&apos;une règle spéciale n&apos;a pas de cible (aucun camp, tour, section, type d&apos;unité ni terrain)</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="116"/>
        <source>units placed at a point off the table</source>
        <translation>unités placées en un point hors de la table</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="118"/>
        <source>units set up in, or placed at a point of, another side&apos;s deployment area</source>
        <translation>unités déployées dans l&apos;aire de déploiement d&apos;un autre camp, ou placées en un point de celle-ci</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="122"/>
        <source>a shape of a deployment area lies wholly off the table</source>
        <translation>une forme d&apos;une aire de déploiement est entièrement hors de la table</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="125"/>
        <source>an objective lies off the table</source>
        <translation>un objectif est hors de la table</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="127"/>
        <source>two pieces, objectives or deployment areas of the table have the same id</source>
        <translation>deux éléments, objectifs ou aires de déploiement de la table ont le même identifiant</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="131"/>
        <source>a side sets units up in a deployment area but has none on the table</source>
        <translation>un camp déploie des unités dans une aire de déploiement mais n&apos;en a aucune sur la table</translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="226"/>
        <source>%1 × %2 (&apos;%3&apos;)</source>
        <translation>%1 × %2 («&#xa0;%3&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="42"/>
        <source>its 1 playable hex holds</source>
        <translation>son hexagone jouable contient</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="43"/>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="211"/>
        <source>its %1 playable hexes hold</source>
        <translation>ses %1 hexagones jouables contiennent</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="110"/>
        <source>%1: %2 is placed at %3 in %4, where no fortress may stand</source>
        <translation>%1&#xa0;: %2 est placé en %3, en %4, où aucune forteresse ne peut se tenir</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="169"/>
        <source>fortress marker</source>
        <translation>marqueur de forteresse</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="173"/>
        <source>fortress marker at %1 is in %2; no fortress may stand in %3</source>
        <translation>le marqueur de forteresse en %1 est en %2&#x202f;; aucune forteresse ne peut se tenir en %3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="184"/>
        <source>%1&apos;s fortress</source>
        <translation>forteresse de %1</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="192"/>
        <source>%1 fortresses at %2; a hex may hold only %3</source>
        <translation>%1 forteresses en %2&#x202f;; un hexagone n&apos;en admet que %3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="214"/>
        <source>%1 units inside the fortress at %2 (%3), more than the %4 a fortress holds</source>
        <translation>%1 unités dans la forteresse en %2 (%3), plus que les %4 qu&apos;une forteresse peut contenir</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="267"/>
        <source>%1: %2 counters at %3 (%4), more than the %5 one player may stack in a hex</source>
        <translation>%1&#xa0;: %2 pions en %3 (%4), plus que les %5 qu&apos;un joueur peut empiler dans un hexagone</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="284"/>
        <source>%1: %2 units set up in zone &apos;%3&apos; (%4), but %5 at most %6 counters of one player</source>
        <translation>%1&#xa0;: %2 unités déployées dans la zone «&#xa0;%3&#xa0;» (%4), mais %5 au plus %6 pions d&apos;un joueur</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="312"/>
        <source>%1 (attacker): %2 points, %3 % more than %4 (defender): %5; the book gives the attacker about 20 % more</source>
        <translation>%1 (attaquant)&#xa0;: %2 points, %3 % de plus que %4 (défenseur)&#xa0;: %5&#x202f;; les règles donnent à l&apos;attaquant environ 20 % de plus</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="341"/>
        <source>a fortress in terrain where none may stand (city, swamp, lake, river)</source>
        <translation>une forteresse dans un terrain où aucune ne peut se tenir (ville, marais, lac, rivière)</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="345"/>
        <source>more than one fortress in a hex</source>
        <translation>plus d&apos;une forteresse dans un hexagone</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="347"/>
        <source>more units inside a fortress than it holds</source>
        <translation>plus d&apos;unités dans une forteresse qu&apos;elle ne peut en contenir</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="349"/>
        <source>more counters of one player in a hex than the stacking limit</source>
        <translation>plus de pions d&apos;un joueur dans un hexagone que la limite d&apos;empilement</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="352"/>
        <source>more units set up in a zone than its usable hexes can stack</source>
        <translation>plus d&apos;unités déployées dans une zone que ses hexagones utilisables ne peuvent en empiler</translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="355"/>
        <source>the book gives the attacker about 20 % more points than the defender</source>
        <translation>les règles donnent à l&apos;attaquant environ 20 % de points de plus qu&apos;au défenseur</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="54"/>
        <source>a side names no faction while another side&apos;s army is built</source>
        <translation>un camp ne désigne aucune faction alors que l&apos;armée d&apos;un autre camp est constituée</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="57"/>
        <source>a side&apos;s faction is not one of the ruleset&apos;s</source>
        <translation>la faction d&apos;un camp ne fait pas partie de celles des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="59"/>
        <source>a side&apos;s goal is not one of the two its faction may choose</source>
        <translation>la mission d&apos;un camp n&apos;est pas l&apos;une des deux que sa faction peut choisir</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="62"/>
        <source>a goal that needs a secret objective marker (Deception, Duty) names none of the table&apos;s</source>
        <translation>une mission qui exige un marqueur d&apos;objectif secret (Deception, Duty) ne désigne aucun de ceux de la table</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="66"/>
        <source>a side&apos;s choice that its faction and goal do not offer</source>
        <translation>un choix de camp que sa faction et sa mission ne proposent pas</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="69"/>
        <source>a side&apos;s unit pool does not hold exactly the models per category the rules give</source>
        <translation>la réserve d&apos;unités d&apos;un camp ne contient pas exactement le nombre de figurines par catégorie que donnent les règles</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="73"/>
        <source>the objective markers are not where the rules put them</source>
        <translation>les marqueurs d&apos;objectif ne sont pas là où les règles les placent</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="76"/>
        <source>the table&apos;s size differs from the rules&apos;</source>
        <translation>la taille de la table diffère de celle des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="78"/>
        <source>a terrain piece reaches beyond the table</source>
        <translation>un élément de décor dépasse de la table</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="80"/>
        <source>an objective marker stands inside a solid piece</source>
        <translation>un marqueur d&apos;objectif se trouve à l&apos;intérieur d&apos;un élément plein</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="83"/>
        <source>two solid pieces overlap</source>
        <translation>deux éléments pleins se chevauchent</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="85"/>
        <source>terrain covers less than 15 % or more than 50 % of the table</source>
        <translation>le décor couvre moins de 15 % ou plus de 50 % de la table</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="88"/>
        <source>a piece leaves a gap of less than 1 in to a table edge</source>
        <translation>un élément laisse un espace de moins de 1 po jusqu&apos;à un bord de table</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="121"/>
        <source>%1 plays no faction: a faction decides the two goals its player may choose from</source>
        <translation>%1 ne joue aucune faction&#xa0;: une faction détermine les deux missions parmi lesquelles son joueur peut choisir</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="130"/>
        <source>%1 plays the faction &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>%1 joue la faction «&#xa0;%2&#xa0;», que les règles ne connaissent pas%3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="148"/>
        <source>%1 chose the goal &apos;%2&apos;; %3 choose %4</source>
        <translation>%1 a choisi la mission «&#xa0;%2&#xa0;»&#x202f;; pour %3, le choix est %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="156"/>
        <source>%1 chose %2, which needs a secret objective marker: none is chosen</source>
        <translation>%1 a choisi %2, qui exige un marqueur d&apos;objectif secret&#xa0;: aucun n&apos;est choisi</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="161"/>
        <source>%1 chose %2 with the objective marker &apos;%3&apos;, which the table does not have</source>
        <translation>%1 a choisi %2 avec le marqueur d&apos;objectif «&#xa0;%3&#xa0;», que la table n&apos;a pas</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="174"/>
        <source>%1 needs no objective marker</source>
        <translation>%1 n&apos;a besoin d&apos;aucun marqueur d&apos;objectif</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="176"/>
        <source>no goal that needs one is chosen</source>
        <translation>aucune mission qui en exige un n&apos;est choisie</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="177"/>
        <source>the choices are %1</source>
        <translation>les choix sont %1</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="181"/>
        <source>%1 has the choice &apos;%2: %3&apos;, which means nothing here: %4</source>
        <translation>%1 a le choix «&#xa0;%2&#xa0;: %3&#xa0;», qui ne signifie rien ici&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks.cpp" line="207"/>
        <source>%1&apos;s pool holds %2 %3 models; the rules give exactly %4</source>
        <translation>la réserve de %1 contient %2 figurines %3&#x202f;; les règles en donnent exactement %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="109"/>
        <source>the table is %1; the rules play on %2 x %3 %4</source>
        <translation>la table mesure %1&#x202f;; les règles se jouent sur %2 x %3 %4</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="134"/>
        <source>the table has %1 objective markers; the rules place %2</source>
        <translation>la table a %1 marqueurs d&apos;objectif&#x202f;; les règles en placent %2</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="156"/>
        <source>no objective marker stands at the table&apos;s centre, %1; the rules put one there</source>
        <translation>aucun marqueur d&apos;objectif ne se trouve au centre de la table, %1&#x202f;; les règles y en placent un</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="171"/>
        <source>objective &apos;%1&apos; stands %2 from the nearest long table edge; the rules put it %3 from one</source>
        <translation>l&apos;objectif «&#xa0;%1&#xa0;» se trouve à %2 du bord long de table le plus proche&#x202f;; les règles le placent à %3 de l&apos;un d&apos;eux</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="186"/>
        <source>objective &apos;%1&apos; is off the line through the centre and objective &apos;%2&apos;; the rules put the markers in one straight line</source>
        <translation>l&apos;objectif «&#xa0;%1&#xa0;» est hors de la ligne passant par le centre et l&apos;objectif «&#xa0;%2&#xa0;»&#x202f;; les règles placent les marqueurs sur une même ligne droite</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="192"/>
        <source>objectives &apos;%1&apos; and &apos;%2&apos; stand on the same side of the centre; the rules put one on either side</source>
        <translation>les objectifs «&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» se trouvent du même côté du centre&#x202f;; les règles en placent un de chaque côté</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="214"/>
        <source>piece &apos;%1&apos; lies wholly off the %2 table</source>
        <translation>l&apos;élément «&#xa0;%1&#xa0;» est entièrement hors de la table %2</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="223"/>
        <source>piece &apos;%1&apos; reaches %2 beyond the edge of the %3 table</source>
        <translation>l&apos;élément «&#xa0;%1&#xa0;» dépasse de %2 le bord de la table %3</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="234"/>
        <source>piece &apos;%1&apos; leaves a gap of %2 to a table edge, too narrow for a model; move it to the edge or %3 from it</source>
        <translation>l&apos;élément «&#xa0;%1&#xa0;» laisse un espace de %2 jusqu&apos;à un bord de table, trop étroit pour une figurine&#x202f;; placez-le contre le bord ou à %3 de celui-ci</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="246"/>
        <source>objective &apos;%1&apos; at %2 stands inside piece &apos;%3&apos;, which blocks line of sight</source>
        <translation>l&apos;objectif «&#xa0;%1&#xa0;» en %2 se trouve à l&apos;intérieur de l&apos;élément «&#xa0;%3&#xa0;», qui bloque la ligne de vue</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="265"/>
        <source>pieces &apos;%1&apos; and &apos;%2&apos; block line of sight and lie over each other; one piece of both is easier to read</source>
        <translation>les éléments «&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» bloquent la ligne de vue et se superposent&#x202f;; un seul élément réunissant les deux est plus lisible</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="304"/>
        <source>terrain covers %1 % of the table; under %2 % leaves long open lines of fire</source>
        <translation>le décor couvre %1 % de la table&#x202f;; en dessous de %2 %, de longues lignes de tir restent dégagées</translation>
    </message>
    <message>
        <location filename="../validation/families/hammer-wars/checks/hwchecks_table.cpp" line="308"/>
        <source>terrain covers %1 % of the table; over %2 % leaves little room to move</source>
        <translation>le décor couvre %1 % de la table&#x202f;; au-dessus de %2 %, il reste peu de place pour se déplacer</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="122"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="126"/>
        <source>%1 belongs to no detachment: every TU is part of a detachment or Troop</source>
        <translation>%1 n&apos;appartient à aucun détachement&#xa0;: chaque TU fait partie d&apos;un détachement ou d&apos;une Troop</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="132"/>
        <source>%1 belongs to the detachment &apos;%2&apos;, which the scenario does not have%3</source>
        <translation>%1 appartient au détachement «&#xa0;%2&#xa0;», que le scénario n&apos;a pas%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="141"/>
        <source>%1: &apos;%2&apos; is no leader rank of the ruleset%3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un grade de chef des règles%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="148"/>
        <source>%1 are Prime units: they serve only in a Prime detachment</source>
        <translation>%1 sont des unités Prime&#xa0;: elles ne servent que dans un détachement Prime</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="166"/>
        <source>%1: &apos;%2&apos; is no Elite Skill of the ruleset%3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une Elite Skill des règles%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="174"/>
        <source>%1 has the Elite Skill %2, but the optional rule &quot;%3&quot; is off</source>
        <translation>%1 a l&apos;Elite Skill %2, mais la règle optionnelle &quot;%3&quot; est désactivée</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="180"/>
        <source>%1: %2 is a leader&apos;s skill, listed for the TU</source>
        <translation>%1&#xa0;: %2 est une compétence de chef, listée pour la TU</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="183"/>
        <source>%1: %2 is a TU&apos;s or the force&apos;s skill, listed for a leader</source>
        <translation>%1&#xa0;: %2 est une compétence de TU ou des troupes, listée pour un chef</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="205"/>
        <source>%1 names a controller, but only Fireflies and remote units are controlled</source>
        <translation>%1 nomme un contrôleur, mais seuls les Fireflies et les unités télécommandées sont contrôlés</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="210"/>
        <source>%1 names no controlling TU: Fireflies and remote units are controlled by one</source>
        <translation>%1 ne nomme aucune TU de contrôle&#xa0;: les Fireflies et les unités télécommandées sont contrôlés par une</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="226"/>
        <source>%1 is controlled by &apos;%2&apos;, which is no force entry%3</source>
        <translation>%1 est contrôlé par «&#xa0;%2&#xa0;», qui n&apos;est pas une entrée de troupes%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="230"/>
        <source>%1 is controlled by %2, which cannot control them</source>
        <translation>%1 est contrôlé par %2, qui ne peut pas le contrôler</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="247"/>
        <source>%1 control %2 Fireflies or remote units; at most %3 per controlling TU, %4 here</source>
        <translation>%1 contrôlent %2 Fireflies ou unités télécommandées&#xa0;; au plus %3 par TU de contrôle, %4 ici</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="264"/>
        <source>%1 have backup infantry weapons: only combat cars carry one</source>
        <translation>%1 ont des armes d&apos;infanterie de secours&#xa0;: seules les voitures de combat en portent une</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="275"/>
        <source>%1 have %2 more backup weapons; one per combat car, %3 more here</source>
        <translation>%1 ont %2 armes de secours de trop&#xa0;; une par voiture de combat, %3 de trop ici</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="295"/>
        <source>The detachment %1 names no troop class</source>
        <translation>Le détachement %1 ne nomme aucune classe de troupes</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="296"/>
        <source>The detachment %1 is of the troop class &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>Le détachement %1 est de la classe de troupes «&#xa0;%2&#xa0;», que les règles n&apos;ont pas%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="307"/>
        <source>The TUs of %1 serve on several sides: %2</source>
        <translation>Les TU de %1 servent dans plusieurs camps&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="311"/>
        <source>%1 is a Troop, but the optional rule &quot;%2&quot; is off</source>
        <translation>%1 est une Troop, mais la règle optionnelle &quot;%2&quot; est désactivée</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="315"/>
        <source>%1 is a Prime detachment, but the optional rule &quot;%2&quot; is off</source>
        <translation>%1 est un détachement Prime, mais la règle optionnelle &quot;%2&quot; est désactivée</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="331"/>
        <source>%1 has %2 TUs; %3 Troops have %4%5</source>
        <translation>%1 a %2 TU&#xa0;; les Troops en ont %3 %4%5</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="332"/>
        <source>%1 has %2 TUs; %3 detachments have %4%5</source>
        <translation>%1 a %2 TU&#xa0;; les détachements en ont %3 %4%5</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="337"/>
        <source> at most</source>
        <translation> au plus</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="357"/>
        <source>%1 is led by %2 Sergeant(s) and %3 %4(s); a Troop is led by one Sergeant</source>
        <translation>%1 est mené par %2 Sergeant(s) et %3 %4(s)&#xa0;; une Troop est menée par un seul Sergeant</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="365"/>
        <source>%1 has %2 %3s; a detachment has exactly one</source>
        <translation>%1 a %2 %3&#xa0;; un détachement en a exactement un</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="383"/>
        <source>%1 is the Prime detachment &apos;%2&apos;, which the ruleset does not have%3</source>
        <translation>%1 est le détachement Prime «&#xa0;%2&#xa0;», que les règles n&apos;ont pas%3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="390"/>
        <source>its class is not %1</source>
        <translation>sa classe n&apos;est pas %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="402"/>
        <source>its TUs are not %1</source>
        <translation>ses TU ne sont pas %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="419"/>
        <source>it has %1 %2(s), the template %3</source>
        <translation>il a %1 %2, le modèle %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="427"/>
        <source>it has no %1</source>
        <translation>il n&apos;a pas de %1</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="431"/>
        <source>it has %1 additional Sergeants, at most %2</source>
        <translation>il a %1 Sergeants supplémentaires, au plus %2</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="436"/>
        <source>%1 is not %2 as the text gives it: %3</source>
        <translation>%1 n&apos;est pas %2 comme le donne le texte&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="464"/>
        <source>%1 takes the force-wide %2 %3 times; it applies to the whole force and is bought once</source>
        <translation>%1 prend %3 fois la compétence %2 valable pour toutes les troupes&#xa0;; elle s&apos;applique à toutes les troupes et s&apos;achète une fois</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="481"/>
        <source>%1&apos;s force totals %2 points with its leaders and skills, over its budget of %3</source>
        <translation>Les troupes de %1 totalisent %2 points avec leurs chefs et compétences, au-delà de leur budget de %3</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="504"/>
        <source>a Crucible value of a force entry or the scenario that cannot be read</source>
        <translation>une valeur Crucible d&apos;une entrée de troupes ou du scénario illisible</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="508"/>
        <source>a detachment, troop class, leader rank, skill or Prime detachment the scenario or ruleset does not have</source>
        <translation>un détachement, une classe de troupes, un grade de chef, une compétence ou un détachement Prime que le scénario ou les règles n&apos;ont pas</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="512"/>
        <source>a detachment&apos;s TUs serve on several sides</source>
        <translation>les TU d&apos;un détachement servent dans plusieurs camps</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="514"/>
        <source>a detachment or Troop has not the TUs its class gives</source>
        <translation>un détachement ou une Troop n&apos;a pas les TU que donne sa classe</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="517"/>
        <source>a detachment has not exactly one Lieutenant</source>
        <translation>un détachement n&apos;a pas exactement un Lieutenant</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="520"/>
        <source>a Troop while the optional rule Troops is off</source>
        <translation>une Troop alors que la règle optionnelle Troops est désactivée</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="522"/>
        <source>a Troop is not led by one Sergeant</source>
        <translation>une Troop n&apos;est pas menée par un seul Sergeant</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="524"/>
        <source>Fireflies or remote units without a controller that may control them, or more than 3 per controller</source>
        <translation>des Fireflies ou unités télécommandées sans contrôleur capable de les contrôler, ou plus de 3 par contrôleur</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="528"/>
        <source>more than one backup weapon per combat car, or one on another TU</source>
        <translation>plus d&apos;une arme de secours par voiture de combat, ou une sur une autre TU</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="532"/>
        <source>an Elite Skill outside a Prime detachment while the optional rule Elite Skills is off</source>
        <translation>une Elite Skill hors d&apos;un détachement Prime alors que la règle optionnelle Elite Skills est désactivée</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="536"/>
        <source>a leader&apos;s skill listed for a TU, or a TU&apos;s for a leader</source>
        <translation>une compétence de chef listée pour une TU, ou une de TU pour un chef</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="539"/>
        <source>a Prime detachment while its optional rule is off, or a Prime unit outside one</source>
        <translation>un détachement Prime alors que sa règle optionnelle est désactivée, ou une unité Prime hors d&apos;un tel détachement</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="543"/>
        <source>a Prime detachment that differs from the ruleset&apos;s template</source>
        <translation>un détachement Prime qui diffère du modèle des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="546"/>
        <source>a force-wide skill taken more than once</source>
        <translation>une compétence valable pour toutes les troupes prise plus d&apos;une fois</translation>
    </message>
    <message>
        <location filename="../validation/families/crucible/checks/cruciblechecks.cpp" line="548"/>
        <source>a side&apos;s force, leaders and skills included, is over its budget</source>
        <translation>les troupes d&apos;un camp, chefs et compétences compris, dépassent leur budget</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="68"/>
        <source>more than 4 stacking points of a side set up in a hex [8.1]</source>
        <translation>plus de 4 points d&apos;empilement d&apos;un camp déployés dans un hexagone [8.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="72"/>
        <source>more than 4 aircraft of a side in a hex [10.5]</source>
        <translation>plus de 4 aéronefs d&apos;un camp dans un hexagone [10.5]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="74"/>
        <source>two NeuSpotters share a hex with no Type II unit [8.1]</source>
        <translation>deux NeuSpotters partagent un hexagone sans unité de Type II [8.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="77"/>
        <source>the scenario needs parts of both games, S.F.3.D and S.F.3.D II [2.0]</source>
        <translation>le scénario requiert des éléments des deux jeux, S.F.3.D et S.F.3.D II [2.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="81"/>
        <source>a value of the scenario&apos;s Maschinen Krieger parts that does not read (a key, number, pilot, board or hex)</source>
        <translation>une valeur des éléments Maschinen Krieger du scénario illisible (une clé, un nombre, un pilote, un plateau ou un hexagone)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="85"/>
        <source>a pilot assigned more than once; each serves in one unit of his own side [18.0]</source>
        <translation>un pilote affecté plus d&apos;une fois&#xa0;; chacun sert dans une unité de son propre camp [18.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="89"/>
        <source>more pilots than units in a force entry, or a controller (PC) on a manned unit [16.1]</source>
        <translation>plus de pilotes que d&apos;unités dans une entrée de troupes, ou un contrôleur (PC) sur une unité pilotée [16.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="93"/>
        <source>cargo over a vehicle&apos;s capacity or of a class it may not carry [13.1]</source>
        <translation>une cargaison au-delà de la capacité d&apos;un véhicule ou d&apos;une classe qu&apos;il ne peut pas transporter [13.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="98"/>
        <source>equipment on a unit that is no aircraft [10.0]</source>
        <translation>de l&apos;équipement sur une unité qui n&apos;est pas un aéronef [10.0]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="100"/>
        <source>mines of a hex outside 5-13 or over the side&apos;s allotment [19.1]</source>
        <translation>des mines d&apos;un hexagone hors de 5-13 ou au-delà de la dotation du camp [19.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="103"/>
        <source>an entry code&apos;s anchor hex is not on the edge of its board [12.1]</source>
        <translation>l&apos;hexagone d&apos;ancrage d&apos;un code d&apos;entrée n&apos;est pas sur le bord de son plateau [12.1]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="107"/>
        <source>off-board artillery with no round a turn, more a turn than in all, or no distance [17]</source>
        <translation>une artillerie hors plateau sans coup par tour, plus de coups par tour qu&apos;au total, ou sans distance [17]</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="134"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="175"/>
        <source>%1: %2 stacking points at %3 (%4), more than the %5 a side may stack in a hex</source>
        <translation>%1&#xa0;: %2 points d&apos;empilement en %3 (%4), plus que les %5 qu&apos;un camp peut empiler dans un hexagone</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="189"/>
        <source>%1: %2 aircraft at %3 (%4), more than the %5 that may be over one hex</source>
        <translation>%1&#xa0;: %2 aéronefs en %3 (%4), plus que les %5 pouvant survoler un hexagone</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="204"/>
        <source>%1: %2 stacking points set up in zone &apos;%3&apos; (%4), but %5 at most %6 of a side</source>
        <translation>%1&#xa0;: %2 points d&apos;empilement déployés dans la zone «&#xa0;%3&#xa0;» (%4), mais %5 au plus %6 d&apos;un camp</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="210"/>
        <source>its playable hex holds</source>
        <translation>son hexagone jouable contient</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="246"/>
        <source>%1: %2 NeuSpotters at %3 (%4) with no Type II unit; two NeuSpotters share a hex only with one</source>
        <translation>%1&#xa0;: %2 NeuSpotters en %3 (%4) sans unité de Type II&#xa0;; deux NeuSpotters ne partagent un hexagone qu&apos;avec une</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="279"/>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="283"/>
        <source>board %1</source>
        <translation>plateau %1</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks.cpp" line="295"/>
        <source>This scenario needs both games: S.F.3.D (%1) and S.F.3.D II (%2)</source>
        <translation>Ce scénario requiert les deux jeux&#xa0;: S.F.3.D (%1) et S.F.3.D II (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="68"/>
        <source>pilot %1, %2</source>
        <translation>pilote %1, %2</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="69"/>
        <source>pilot %1</source>
        <translation>pilote %1</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="73"/>
        <source>%1: %2 is assigned to %3 and again to %4; a pilot serves in one unit</source>
        <translation>%1&#xa0;: %2 est affecté à %3 puis de nouveau à %4&#xa0;; un pilote sert dans une seule unité</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="84"/>
        <source>%1: %2 names pilot %3 twice in its unit code</source>
        <translation>%1&#xa0;: %2 nomme deux fois le pilote %3 dans son code d&apos;unité</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="91"/>
        <source>%1: %2 names pilot %3 as both commander and second commander</source>
        <translation>%1&#xa0;: %2 nomme le pilote %3 à la fois commandant et second commandant</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="98"/>
        <source>%1: %2 has %3 pilots for %4 units; each pilot is in a unit of his own</source>
        <translation>%1&#xa0;: %2 a %3 pilotes pour %4 unités&#xa0;; chaque pilote est dans sa propre unité</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="106"/>
        <source>%1: %2 names pilot %3 as controller (PC), but %4 is no unmanned unit</source>
        <translation>%1&#xa0;: %2 nomme le pilote %3 contrôleur (PC), mais %4 n&apos;est pas une unité sans pilote</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="133"/>
        <source>%1: %2 rides in &apos;%3&apos;, which is no other force entry</source>
        <translation>%1&#xa0;: %2 est transporté dans «&#xa0;%3&#xa0;», qui n&apos;est pas une autre entrée de troupes</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="142"/>
        <source>%1: %2 rides in %3 of the other side</source>
        <translation>%1&#xa0;: %2 est transporté dans %3 de l&apos;autre camp</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="144"/>
        <source>%1: %2 rides in %3, which carries nothing</source>
        <translation>%1&#xa0;: %2 est transporté dans %3, qui ne transporte rien</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="150"/>
        <source>%1: %2 rides in %3, which carries only Type %4 units</source>
        <translation>%1&#xa0;: %2 est transporté dans %3, qui ne transporte que des unités de Type %4</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="168"/>
        <source>%1: %2 carry %3 stacking points (%4), more than their %5</source>
        <translation>%1&#xa0;: %2 transportent %3 points d&apos;empilement (%4), plus que leurs %5</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="184"/>
        <source>%1: %2 carries equipment (%3), which only aircraft carry</source>
        <translation>%1&#xa0;: %2 porte de l&apos;équipement (%3), que seuls les aéronefs portent</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="200"/>
        <source>%1: mines at %2, which is not a playable hex</source>
        <translation>%1&#xa0;: mines en %2, qui n&apos;est pas un hexagone jouable</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="209"/>
        <source>%1: mines of power %2 at %3; a hex holds %4 to %5</source>
        <translation>%1&#xa0;: mines de puissance %2 en %3&#xa0;; un hexagone en contient de %4 à %5</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="225"/>
        <source>%1 lays %2 mine points, more than its allotment of %3</source>
        <translation>%1 pose %2 points de mines, plus que sa dotation de %3</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="282"/>
        <source>the %1 edge of board %2</source>
        <translation>le bord %1 du plateau %2</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="286"/>
        <source>%1: reinforcement &apos;%2&apos; enters from %3, which is not a hex of %4</source>
        <translation>%1&#xa0;: le renfort «&#xa0;%2&#xa0;» entre par %3, qui n&apos;est pas un hexagone de %4</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="299"/>
        <source>Type %1 %2%3-%4×%5 (%6)</source>
        <translation>Type %1 %2%3-%4×%5 (%6)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="306"/>
        <source>fires no round a turn</source>
        <translation>ne tire aucun coup par tour</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="308"/>
        <source>fires more rounds a turn (%1) than in all (%2)</source>
        <translation>tire plus de coups par tour (%1) qu&apos;au total (%2)</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="312"/>
        <source>stands at no distance from the board</source>
        <translation>n&apos;est à aucune distance du plateau</translation>
    </message>
    <message>
        <location filename="../validation/families/mak/checks/makchecks_parts.cpp" line="315"/>
        <source>%1: artillery %2 %3</source>
        <translation>%1&#xa0;: artillerie %2 %3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="61"/>
        <source>an air-breathing engine on a world whose atmosphere forbids it, or without intake compressors on a very thin one (design constraint 1)</source>
        <translation>un moteur aérobie sur un monde dont l&apos;atmosphère l&apos;interdit, ou sans compresseurs d&apos;admission sur une atmosphère très ténue (contrainte de conception 1)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="66"/>
        <source>an aeroplane or helicopter in an atmosphere it cannot fly in, or away from its design G and atmosphere (design constraint 2)</source>
        <translation>un avion ou hélicoptère dans une atmosphère où il ne peut pas voler, ou hors de sa G et de son atmosphère de conception (contrainte de conception 2)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="70"/>
        <source>an ACV on a trace or vacuum world (design constraint 3)</source>
        <translation>un ACV sur un monde à atmosphère infime ou sans atmosphère (contrainte de conception 3)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="73"/>
        <source>a vehicle without the sealing or life support its world&apos;s atmosphere needs (design constraint 4)</source>
        <translation>un véhicule sans l&apos;étanchéité ou le support vital qu&apos;exige l&apos;atmosphère de son monde (contrainte de conception 4)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="77"/>
        <source>life support in a vehicle that is not sealed (design constraint 4)</source>
        <translation>un support vital dans un véhicule non étanche (contrainte de conception 4)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="81"/>
        <source>a grav vehicle or aircraft that tows (design constraint 5)</source>
        <translation>un véhicule antigrav ou un aéronef qui remorque (contrainte de conception 5)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="84"/>
        <source>more cargo tonnage than cargo m³ (design constraint 5)</source>
        <translation>plus de tonnes de cargaison que de m³ de cargaison (contrainte de conception 5)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="87"/>
        <source>more than one vehicle-launched bridge on a vehicle (design constraint 6)</source>
        <translation>plus d&apos;un pont lancé par véhicule sur un véhicule (contrainte de conception 6)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="91"/>
        <source>a ferry that is not amphibious and open-topped, or loaded over its deck or tonnage (design constraint 7)</source>
        <translation>un bac qui n&apos;est pas amphibie et à toit ouvert, ou chargé au-delà de son pont ou de son tonnage (contrainte de conception 7)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="95"/>
        <source>collapsing, nuclear or chemical rounds for a weapon that may not fire them (design constraint 8)</source>
        <translation>des munitions d&apos;effondrement, nucléaires ou chimiques pour une arme qui ne peut pas les tirer (contrainte de conception 8)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="99"/>
        <source>a pilot-fired weapon off a fixed forward mount or a missile that is not homing or target-seeking, or strafing with a weapon that is not automatic (design constraint 9)</source>
        <translation>une arme tirée par le pilote hors d&apos;un affût fixe vers l&apos;avant ou un missile ni autoguidé ni à recherche de cible, ou un mitraillage avec une arme non automatique (contrainte de conception 9)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="104"/>
        <source>a commander working a weapon that is not on a cupola or pintel (design constraint 10)</source>
        <translation>un commandant servant une arme qui n&apos;est pas sur une coupole ou un pivot (contrainte de conception 10)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="108"/>
        <source>a damper without two projectors and fire control (design constraint 11)</source>
        <translation>un amortisseur sans deux projecteurs ni conduite de tir (contrainte de conception 11)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="112"/>
        <source>a component above the design&apos;s tech level (design constraint 12)</source>
        <translation>un composant au-dessus du niveau technologique de la conception (contrainte de conception 12)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="116"/>
        <source>a K&apos;kree crew in six times the human space, at -2 morale (design constraint 13)</source>
        <translation>un équipage K&apos;kree dans six fois l&apos;espace humain, à -2 de moral (contrainte de conception 13)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="120"/>
        <source>a design value that is not one of the ruleset&apos;s, a design without an id or with another&apos;s, or no design of that id</source>
        <translation>une valeur de conception absente des règles, une conception sans identifiant ou avec celui d&apos;une autre, ou aucune conception de cet identifiant</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="124"/>
        <source>a design that uses more volume or power than it has, by the provisional Book 3 values</source>
        <translation>une conception qui utilise plus de volume ou de puissance qu&apos;elle n&apos;en a, selon les valeurs provisoires de Book 3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="128"/>
        <source>the scenario&apos;s world names an atmosphere, tech level or starport the rules do not have</source>
        <translation>le monde du scénario nomme une atmosphère, un niveau technologique ou un astroport que les règles n&apos;ont pas</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="160"/>
        <source>the world&apos;s atmosphere &apos;%1&apos; is not one of the rules&apos;</source>
        <translation>l&apos;atmosphère «&#xa0;%1&#xa0;» du monde n&apos;est pas une de celles des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="166"/>
        <source>the import price table has no credit value for tech level %1 and starport %2</source>
        <translation>le tableau des prix d&apos;importation n&apos;a pas de valeur en crédits pour le niveau technologique %1 et l&apos;astroport %2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="181"/>
        <source>design %1 has no id, or not one of lowercase letters, digits, - and _</source>
        <translation>la conception %1 n&apos;a pas d&apos;identifiant, ou pas un fait de minuscules, chiffres, - et _</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="187"/>
        <source>a second design with the id &apos;%1&apos;</source>
        <translation>une seconde conception avec l&apos;identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="193"/>
        <source>design &apos;%1&apos;: the value of %2 is not what it should be</source>
        <translation>conception «&#xa0;%1&#xa0;»&#xa0;: la valeur de %2 n&apos;est pas celle attendue</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="197"/>
        <source> (design constraint %1)</source>
        <translation> (contrainte de conception %1)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="201"/>
        <source>design &apos;%1&apos;: %2%3</source>
        <translation>conception «&#xa0;%1&#xa0;»&#xa0;: %2%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks.cpp" line="212"/>
        <source>%1 is built to the design &apos;%2&apos;, which the scenario does not have%3</source>
        <translation>%1 est construit selon la conception «&#xa0;%2&#xa0;», que le scénario n&apos;a pas%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="60"/>
        <source>%1: &apos;%2&apos; is no Striker force key%3</source>
        <translation>%1 : « %2 » n&apos;est pas une clé de force Striker%3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="66"/>
        <source>%1: the quality &apos;%2&apos; is not one of the rules&apos;</source>
        <translation>%1 : la qualité « %2 » ne figure pas dans les règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="75"/>
        <source>%1: the value of %2 is not a number of 0 or more</source>
        <translation>%1 : la valeur de %2 n&apos;est pas un nombre supérieur ou égal à 0</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="81"/>
        <source>%1: how many men each stand has is not given, so they count for no personnel cost or support</source>
        <translation>%1 : le nombre d&apos;hommes par socle n&apos;est pas indiqué, ils ne comptent donc ni dans le coût du personnel ni dans le soutien</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="87"/>
        <source>%1: the stands need suits sealed against the %2 atmosphere</source>
        <translation>%1 : les socles ont besoin de combinaisons étanches dans l&apos;atmosphère %2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="103"/>
        <source>the night&apos;s visibility multiple %1 is over %2, the most the rules allow</source>
        <translation>le multiple de visibilité nocturne %1 dépasse %2, le maximum permis par les règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="113"/>
        <source>the weather &apos;%1&apos; is not one of the rules&apos;%2</source>
        <translation>la météo « %1 » ne figure pas dans les règles%2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="118"/>
        <source>the world size &apos;%1&apos; has no horizon in the rules (1 to 9 or A)</source>
        <translation>la taille de monde « %1 » n&apos;a pas d&apos;horizon dans les règles (1 à 9 ou A)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="124"/>
        <source>the world&apos;s gravity must be a number above 0</source>
        <translation>la gravité du monde doit être un nombre supérieur à 0</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="139"/>
        <source>the forces name the side &apos;%1&apos;, which the scenario does not have%2</source>
        <translation>les forces nomment le camp « %1 », que le scénario n&apos;a pas%2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="149"/>
        <source>%1&apos;s force: &apos;%2&apos; is not a Striker side key with a number of 0 or more</source>
        <translation>force de %1 : « %2 » n&apos;est pas une clé de camp Striker avec un nombre supérieur ou égal à 0</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="155"/>
        <source>%1&apos;s force type &apos;%2&apos; is not one of the rules&apos;</source>
        <translation>le type de force « %2 » de %1 ne figure pas dans les règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="173"/>
        <source>%1 spends %2 a year (price %3, upkeep %4, personnel %5), over its budget of %6%7</source>
        <translation>%1 dépense %2 par an (prix %3, entretien %4, personnel %5), au-delà de son budget de %6%7</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="178"/>
        <source> (prices on provisional Book 3 values)</source>
        <translation> (prix selon les valeurs provisoires du Book 3)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="189"/>
        <source>%1 has %2 %3 of the %4 its force needs: %5</source>
        <translation>%1 a %2 %3 sur les %4 dont sa force a besoin : %5</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="197"/>
        <source>morale %1 after the first combat; wounded return at tech level %2 (%3 % light, %4 % serious)</source>
        <translation>moral %1 après le premier combat ; les blessés reviennent au niveau technologique %2 (%3 % légers, %4 % graves)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="203"/>
        <source>medics</source>
        <translation>infirmiers</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="206"/>
        <source>company station medics</source>
        <translation>infirmiers de poste de compagnie</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="208"/>
        <source>battalion aid medics</source>
        <translation>infirmiers de poste de secours de bataillon</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="210"/>
        <source>%1 % of its vehicles break down a week</source>
        <translation>%1 % de ses véhicules tombent en panne par semaine</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="211"/>
        <source>mechanics</source>
        <translation>mécaniciens</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="213"/>
        <source>tool kits</source>
        <translation>trousses à outils</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="214"/>
        <source>a mechanic without one does not count; %1</source>
        <translation>un mécanicien sans trousse ne compte pas ; %1</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="215"/>
        <source>workshops</source>
        <translation>ateliers</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="217"/>
        <source>a workshop serves 20 mechanics</source>
        <translation>un atelier sert 20 mécaniciens</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="218"/>
        <source>morale %1 after %n day(s) without a hot meal</source>
        <translation>
            <numerusform>moral %1 après %n jour sans repas chaud</numerusform>
            <numerusform>moral %1 après %n jours sans repas chaud</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="221"/>
        <source>cooks</source>
        <translation>cuisiniers</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="223"/>
        <source>kitchens</source>
        <translation>cuisines</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="225"/>
        <source>vets</source>
        <translation>vétérinaires</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="227"/>
        <source>%1 % of its animals lost a week</source>
        <translation>%1 % de ses animaux perdus par semaine</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="251"/>
        <source>work %1: the value of %2 is not one the rules know</source>
        <translation>ouvrage %1 : la valeur de %2 n&apos;est pas connue des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="256"/>
        <source>work %1 is for the side &apos;%2&apos;, which the scenario does not have</source>
        <translation>l&apos;ouvrage %1 est destiné au camp « %2 », que le scénario n&apos;a pas</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="270"/>
        <source>work %1 builds the piece &apos;%2&apos;, which the table does not have</source>
        <translation>l&apos;ouvrage %1 construit la pièce « %2 », que la table n&apos;a pas</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="277"/>
        <source>work %1 digs in the design &apos;%2&apos;, which the scenario does not have</source>
        <translation>l&apos;ouvrage %1 enterre le modèle « %2 », que le scénario n&apos;a pas</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="288"/>
        <source>work %1: only engineers lay mines, and %2 has none</source>
        <translation>ouvrage %1 : seuls les génies posent des mines, et %2 n&apos;en a aucun</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="293"/>
        <source>work %1: concrete cures in %2 hours at this tech level, longer than the %3 hours before the game</source>
        <translation>ouvrage %1 : le béton prend %2 heures à ce niveau technologique, plus que les %3 heures avant la partie</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="310"/>
        <source>work %1: mines cannot be camouflaged in &apos;%2&apos;, which the piece &apos;%3&apos; overlaps</source>
        <translation>ouvrage %1 : les mines ne peuvent pas être camouflées dans « %2 », que recouvre la pièce « %3 »</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="328"/>
        <source>%1&apos;s pre-game works take %2 man-hours, more than its %3</source>
        <translation>les ouvrages d&apos;avant-partie de %1 demandent %2 heures-homme, plus que ses %3</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="345"/>
        <source>a force, side, work or world value of Striker that is not one the rules or the scenario know</source>
        <translation>une valeur Striker de force, de camp, d&apos;ouvrage ou de monde inconnue des règles ou du scénario</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="349"/>
        <source>stands of troops without the number of men in each</source>
        <translation>socles de troupes sans le nombre d&apos;hommes de chacun</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="352"/>
        <source>stands without sealed suits in an atmosphere that needs them</source>
        <translation>socles sans combinaisons étanches dans une atmosphère qui les exige</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="355"/>
        <source>a night multiple over 0.5, a weather, world size or gravity the rules do not have</source>
        <translation>un multiple nocturne supérieur à 0,5, une météo, une taille de monde ou une gravité absentes des règles</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="359"/>
        <source>a side whose price, upkeep and personnel cost more than its yearly budget</source>
        <translation>un camp dont le prix, l&apos;entretien et le personnel dépassent son budget annuel</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="363"/>
        <source>fewer medics than 1 per 30 men, company station 1 per 75 and battalion aid 1 per 150</source>
        <translation>moins d&apos;infirmiers que 1 pour 30 hommes, de postes de compagnie que 1 pour 75 et de postes de bataillon que 1 pour 150</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="367"/>
        <source>fewer mechanics than 1 per 50 maintenance points, each with a tool kit, or a workshop short per 20</source>
        <translation>moins de mécaniciens que 1 pour 50 points d&apos;entretien, chacun avec une trousse à outils, ou un atelier manquant par tranche de 20</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="371"/>
        <source>fewer cooks than 1 per 50 men, or a kitchen short per 100</source>
        <translation>moins de cuisiniers que 1 pour 50 hommes, ou une cuisine manquante par tranche de 100</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="374"/>
        <source>fewer vets than 1 per 50 animals (25 in harsh conditions)</source>
        <translation>moins de vétérinaires que 1 pour 50 animaux (25 en conditions difficiles)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="377"/>
        <source>pre-game works that take more man-hours than the side has, or concrete that cannot cure before the game</source>
        <translation>ouvrages d&apos;avant-partie demandant plus d&apos;heures-homme que le camp n&apos;en a, ou béton qui ne peut pas prendre avant la partie</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="381"/>
        <source>mines laid by a side without engineers</source>
        <translation>mines posées par un camp sans génie</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/checks/strikerchecks_force.cpp" line="383"/>
        <source>camouflaged mines where the terrain allows no camouflage</source>
        <translation>mines camouflées là où le terrain ne permet aucun camouflage</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="116"/>
        <source>Untitled scenario</source>
        <translation>Scénario sans titre</translation>
    </message>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="130"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <location filename="../model/scenario/scenarioreader.cpp" line="139"/>
        <source>hex &apos;%1&apos; in %2 is beyond the largest map: Hexwright&apos;s maps are at most %3 hexes a side</source>
        <translation>l&apos;hexagone «&#xa0;%1&#xa0;» dans %2 dépasse la plus grande carte&#xa0;: les cartes de Hexwright ont au plus %3 hexagones de côté</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <location filename="../editor/setup.cpp" line="48"/>
        <source>Show Setup &amp;Zones</source>
        <translation>Afficher les &amp;zones de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="53"/>
        <source>Tint the setup zones on the map (each zone can be hidden in the Zones dock)</source>
        <translation>Teinter les zones de déploiement sur la carte (chaque zone peut être masquée dans le panneau Zones)</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="84"/>
        <source>Add &amp;Zone</source>
        <translation>Ajouter une &amp;zone</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="86"/>
        <source>Add an empty setup zone and paint it with the Zone tool</source>
        <translation>Ajouter une zone de déploiement vide et la peindre avec l&apos;outil Zone</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="93"/>
        <source>New Zone from &amp;Preset...</source>
        <translation>Nouvelle zone depuis un &amp;modèle...</translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="96"/>
        <source>Make a setup zone the way the book words it: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation>Créer une zone de déploiement telle que les règles la formulent&#xa0;: une section entière, le bord d&apos;une section, ses hexagones de ville, à N hexagones ou moins d&apos;une section</translation>
    </message>
</context>
<context>
    <name>SetupSheets</name>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="30"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="32"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="34"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="36"/>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="44"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="46"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="68"/>
        <location filename="../model/export/setupsheet_content.cpp" line="83"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="59"/>
        <source>sets up %1</source>
        <translation>se déploie en %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="60"/>
        <source>moves %1</source>
        <translation>joue en %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="62"/>
        <source>budget %1 points</source>
        <translation>budget %1 points</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="85"/>
        <source>%1 set-up sheet</source>
        <translation>Feuille de déploiement %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="88"/>
        <source>Player %1 · %2 sides</source>
        <translation>Joueur %1 · %2 camps</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="89"/>
        <source>%1 – set-up sheet</source>
        <translation>%1 – feuille de déploiement</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="93"/>
        <source>Your sides</source>
        <translation>Vos camps</translation>
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
        <translation>Feuille d&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="137"/>
        <source>%1 players · %2 sides · everything every side sets up</source>
        <translation>%1 joueurs · %2 camps · tout ce que chaque camp déploie</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="146"/>
        <location filename="../model/export/setupsheet_content.cpp" line="148"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="149"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="275"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="461"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="494"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="150"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="151"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="152"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="282"/>
        <source>Sets up</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="153"/>
        <source>Moves</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="154"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="462"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="155"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="281"/>
        <source>Points</source>
        <translation>Points</translation>
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
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="191"/>
        <source>Designer&apos;s notes</source>
        <translation>Notes du concepteur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="204"/>
        <location filename="../model/export/setupsheets.cpp" line="146"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="271"/>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="416"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="419"/>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="103"/>
        <source>Panel %1</source>
        <translation>Section %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="107"/>
        <source>the %1 edge of the map</source>
        <translation>le bord %1 de la carte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="108"/>
        <source>the %1 edge of %2</source>
        <translation>le bord %1 de %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="114"/>
        <source>road hex %1</source>
        <translation>hexagone de route %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="118"/>
        <source>paradrop into %1</source>
        <translation>parachutage dans %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="95"/>
        <location filename="../model/export/setupsheet_content.cpp" line="112"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="123"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="428"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="124"/>
        <source>roll 1d6 (%1)</source>
        <translation>lancer 1d6 (%1)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="131"/>
        <source>, rolled again if the same as %1&apos;s</source>
        <translation>, relancé si identique à celui de %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="145"/>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="147"/>
        <source>off board</source>
        <translation>hors carte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="154"/>
        <source>reinforcement, turn %1, edge by die roll</source>
        <translation>renfort, tour %1, bord par jet de dé</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="155"/>
        <source>reinforcement, turn %1: %2</source>
        <translation>renfort, tour %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="159"/>
        <source>reinforcement %1</source>
        <translation>renfort %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="163"/>
        <source>at %1, %2</source>
        <extracomment>a unit set up at a point of the table: &quot;at 18.0 in, 3.0 in&quot;</extracomment>
        <translation>en %1, %2</translation>
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
        <translation>(aucune unité)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="270"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="272"/>
        <source>Forces of all sides</source>
        <translation>Forces de tous les camps</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="270"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="272"/>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="276"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="495"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="277"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="278"/>
        <source>No.</source>
        <translation>Nb</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="279"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="280"/>
        <source>Per unit</source>
        <translation>Par unité</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="303"/>
        <source>%1 (back: %2)</source>
        <translation>%1 (dos&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="325"/>
        <source>No units.</source>
        <translation>Aucune unité.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="338"/>
        <source>%1: %2 units, %3 points</source>
        <translation>%1&#xa0;: %2 unités, %3 points</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="339"/>
        <source>Total: %1 units, %2 points</source>
        <translation>Total&#xa0;: %1 unités, %2 points</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="343"/>
        <source> of a budget of %1 (%2 left)</source>
        <translation> sur un budget de %1 (%2 restants)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="344"/>
        <source> of a budget of %1: over by %2</source>
        <translation> sur un budget de %1&#xa0;: dépassé de %2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="383"/>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="383"/>
        <source>Set-up zones</source>
        <translation>Zones de déploiement</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="397"/>
        <source>%1 (objective)</source>
        <translation>%1 (objectif)</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="399"/>
        <source>: %1</source>
        <translation>&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="411"/>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="424"/>
        <source>%1 across, %2 down</source>
        <translation>%1 en largeur, %2 en profondeur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="427"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="432"/>
        <source>objective %1 at %2, %3</source>
        <translation>objectif %1 en %2, %3</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="438"/>
        <source>Deployment areas and objectives</source>
        <translation>Aires de déploiement et objectifs</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="456"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="458"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="459"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="463"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="485"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="492"/>
        <source>Hidden units</source>
        <translation>Unités cachées</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="488"/>
        <source>Placed when a unit of another side first enters a hex of the zone: roll 1d6.</source>
        <translation>Placées quand une unité d&apos;un autre camp entre pour la première fois dans un hexagone de la zone&#xa0;: lancer 1d6.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="496"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="497"/>
        <source>1d6 when found</source>
        <translation>1d6 à la découverte</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="512"/>
        <source>%1: 1 unit</source>
        <translation>%1&#xa0;: 1 unité</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="513"/>
        <source>%1: %2 units</source>
        <translation>%1&#xa0;: %2 unités</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="515"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="516"/>
        <source>; any other roll: none</source>
        <translation>&#x202f;; tout autre jet&#xa0;: aucune</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="529"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="531"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="533"/>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="534"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="535"/>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="536"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="59"/>
        <source>From %1 units lost, a rally roll of %2 or more makes every unit of these colours desert at once.</source>
        <translation>À partir de %1 unités perdues, un jet de ralliement de %2 ou plus fait déserter d&apos;un coup toutes les unités de ces couleurs.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="66"/>
        <source>After %1 units are lost, the remaining units of these colours leave play.</source>
        <translation>Après %1 unités perdues, les unités restantes de ces couleurs quittent le jeu.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="71"/>
        <source>A unit that fails its rally roll is eliminated.</source>
        <translation>Une unité qui rate son jet de ralliement est éliminée.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="74"/>
        <source>Every morale roll is a desperation rally.</source>
        <translation>Chaque jet de moral est un ralliement désespéré.</translation>
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
        <translation>Une unité désorganisée se rallie sur 2d6 à la valeur de moral de sa couleur ou plus&#x202f;; le moral change à mesure que les pertes de la couleur augmentent.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="121"/>
        <source>: morale at no cost</source>
        <translation>&#xa0;: moral sans coût</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="133"/>
        <source>Units lost</source>
        <translation>Unités perdues</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="141"/>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="163"/>
        <source>Victory conditions</source>
        <translation>Conditions de victoire</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="182"/>
        <source>Special rules</source>
        <translation>Règles spéciales</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="219"/>
        <source>Turn record</source>
        <translation>Piste des tours</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="236"/>
        <source>Reinf.</source>
        <translation>Renf.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="247"/>
        <source>Shaded turns: reinforcements arrive (named in the box).</source>
        <translation>Tours grisés&#xa0;: des renforts arrivent (indiqués dans la case).</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="249"/>
        <source>Shaded turns: your reinforcements arrive (named in the box).</source>
        <translation>Tours grisés&#xa0;: vos renforts arrivent (indiqués dans la case).</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="250"/>
        <source>Shaded turns: your reinforcements arrive.</source>
        <translation>Tours grisés&#xa0;: vos renforts arrivent.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="254"/>
        <source>The game ends early when this holds: %1</source>
        <translation>La partie se termine plus tôt si ceci est rempli&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="261"/>
        <source>No end turn is given: after turn %1 the marker goes back to turn %2.</source>
        <translation>Aucun tour final n&apos;est fixé&#xa0;: après le tour %1, le marqueur revient au tour %2.</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="97"/>
        <source>%1: set-up sheets</source>
        <translation>%1&#xa0;: feuilles de déploiement</translation>
    </message>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="145"/>
        <source>%1: counters</source>
        <translation>%1&#xa0;: pions</translation>
    </message>
</context>
<context>
    <name>SideEdits</name>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="192"/>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="536"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="540"/>
        <source>%1 %2 (free)</source>
        <translation>%1 %2 (gratuit)</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="545"/>
        <source>%1 eliminated → %2</source>
        <translation>%1 éliminée(s) → %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="555"/>
        <source>%1+ after %2</source>
        <translation>%1+ après %2</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="557"/>
        <source>%1+ after 1 loss</source>
        <translation>%1+ après 1 perte</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="560"/>
        <source>%1+ after %2 losses</source>
        <translation>%1+ après %2 pertes</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="562"/>
        <source>all desert on a rally roll of %1</source>
        <translation>toutes les unités désertent sur un jet de ralliement de %1</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="568"/>
        <source>withdraws after 1 loss</source>
        <translation>se retire après 1 perte</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="569"/>
        <source>withdraws after %1 losses</source>
        <translation>se retire après %1 pertes</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="572"/>
        <source>a failed rally eliminates the unit</source>
        <translation>un ralliement raté élimine l&apos;unité</translation>
    </message>
    <message>
        <location filename="../model/edit/sideedits.cpp" line="575"/>
        <source>every rally is a desperation rally</source>
        <translation>tout ralliement est un ralliement désespéré</translation>
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
        <translation>%1 (secret)</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="108"/>
        <source>the player whose turn it is</source>
        <translation>le joueur dont c&apos;est le tour</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="110"/>
        <source>the other players</source>
        <translation>les autres joueurs</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="112"/>
        <source>all players</source>
        <translation>tous les joueurs</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="132"/>
        <source>%1 · side sheet of player %2</source>
        <translation>%1 · fiche de camp du joueur %2</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="138"/>
        <source>Keep this sheet to yourself: it shows your secret goal.</source>
        <translation>Gardez cette fiche pour vous&#xa0;: elle indique votre mission secrète.</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="150"/>
        <source>Each round</source>
        <translation>Chaque manche</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="153"/>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="189"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../model/export/sidesheets.cpp" line="202"/>
        <source>%1: side sheets</source>
        <translation>%1&#xa0;: fiches de camp</translation>
    </message>
</context>
<context>
    <name>StrikerAids</name>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="64"/>
        <source>none (every round destroyed)</source>
        <translation>aucun (chaque projectile détruit)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="66"/>
        <source>scattered</source>
        <translation>dispersé</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="68"/>
        <source>dispersed</source>
        <translation>éparpillé</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="70"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="72"/>
        <source>converged</source>
        <translation>convergent</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="112"/>
        <source>Each die: point defense TL %1 - round TL %2, not below 0</source>
        <translation>Chaque dé : NT de la défense rapprochée %1 - NT du projectile %2, pas moins de 0</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="124"/>
        <source>MRL rounds: destroyed / 2, rounded up</source>
        <translation>Projectiles de LRM : détruits / 2, arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="159"/>
        <source>Laid minefield: one attack per 2 mm, 7+</source>
        <translation>Champ de mines posé : une attaque par 2 mm, 7+</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="164"/>
        <source>Scatterable mines: one attack per 1 cm, 10+</source>
        <translation>Mines dispersables : une attaque par 1 cm, 10+</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="168"/>
        <source>%n increment(s) of rounds beyond the first</source>
        <translation>
            <numerusform>%n tranche de projectiles au-delà de la première</numerusform>
            <numerusform>%n tranches de projectiles au-delà de la première</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="187"/>
        <source>Low ground pressure: never sticks</source>
        <translation>Faible pression au sol : ne s&apos;enlise jamais</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="192"/>
        <source>Ground pressure</source>
        <translation>Pression au sol</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="194"/>
        <source>Wheeled</source>
        <translation>À roues</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="228"/>
        <source>Night visibility multiple</source>
        <translation>Multiple de visibilité nocturne</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="231"/>
        <source>Light amplification doubles it</source>
        <translation>L&apos;amplification de lumière le double</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="235"/>
        <source>Light amplification fails in bad weather</source>
        <translation>L&apos;amplification de lumière échoue par mauvais temps</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="241"/>
        <source>Weather visibility</source>
        <translation>Visibilité selon la météo</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="259"/>
        <source>Spotter&apos;s Recon-%1</source>
        <translation>Recon-%1 de l&apos;observateur</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="262"/>
        <source>Target&apos;s Recon-%1</source>
        <translation>Recon-%1 de la cible</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="265"/>
        <source>Drone vehicle spotting</source>
        <translation>Repérage de véhicule drone</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="273"/>
        <source>ECM TL %1 over radar TL %2</source>
        <translation>CME NT %1 contre radar NT %2</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="276"/>
        <source>Radar TL %1 over ECM TL %2</source>
        <translation>Radar NT %1 contre CME NT %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="285"/>
        <source>%n extra turn(s) firing from the same spot</source>
        <translation>
            <numerusform>%n tour supplémentaire de tir depuis le même endroit</numerusform>
            <numerusform>%n tours supplémentaires de tir depuis le même endroit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="289"/>
        <source>%n extra locating method(s)</source>
        <translation>
            <numerusform>%n méthode de localisation supplémentaire</numerusform>
            <numerusform>%n méthodes de localisation supplémentaires</numerusform>
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
        <translation>Recrue inexpérimentée, non entraînée</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="323"/>
        <source>Quality: %1</source>
        <translation>Qualité : %1</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="327"/>
        <source>Aslan</source>
        <translation>Aslan</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="330"/>
        <source>Led by a Vargr NCO or officer</source>
        <translation>Mené par un sous-officier ou officier vargr</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="331"/>
        <source>Led by an NCO or officer</source>
        <translation>Mené par un sous-officier ou officier</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="334"/>
        <source>Hivers who see the enemy</source>
        <translation>Hivers qui voient l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="336"/>
        <source>Under half the medics needed</source>
        <translation>Moins de la moitié des infirmiers nécessaires</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="337"/>
        <source>Short of medics</source>
        <translation>Manque d&apos;infirmiers</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="340"/>
        <source>No hot meal</source>
        <translation>Pas de repas chaud</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="342"/>
        <source>Protective gear on (gas check)</source>
        <translation>Équipement de protection porté (test de gaz)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="344"/>
        <source>Zhodani officer&apos;s bonus</source>
        <translation>Bonus d&apos;officier zhodani</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="346"/>
        <source>Cramped K&apos;kree crew</source>
        <translation>Équipage k&apos;kree à l&apos;étroit</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="437"/>
        <source>Crew: a random crew member seriously wounded (a sole pilot: crash)</source>
        <translation>Équipage : un membre d&apos;équipage au hasard gravement blessé (pilote seul : écrasement)</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="440"/>
        <source>Electronics: all electronics out</source>
        <translation>Électronique : toute l&apos;électronique hors service</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="442"/>
        <source>Flight: the aircraft crashes</source>
        <translation>Vol : l&apos;aéronef s&apos;écrase</translation>
    </message>
    <message>
        <location filename="../validation/families/striker/rules/strikeraids.cpp" line="443"/>
        <source>Catastrophic: destroyed, crew killed</source>
        <translation>Catastrophique : détruit, équipage tué</translation>
    </message>
</context>
<context>
    <name>StrikerDesignRules</name>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="55"/>
        <source>%1 breathes air: illegal in a %2 atmosphere</source>
        <translation>%1 est aérobie&#xa0;: interdit dans une atmosphère %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="59"/>
        <source>%1 breathes air: a %2 atmosphere needs intake compressors</source>
        <translation>%1 est aérobie&#xa0;: une atmosphère %2 exige des compresseurs d&apos;admission</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="74"/>
        <source>aeroplanes and helicopters cannot fly in a %1 atmosphere</source>
        <translation>les avions et hélicoptères ne peuvent pas voler dans une atmosphère %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="78"/>
        <source>an aircraft works only in the atmosphere it is designed for (or its tainted version), not %1</source>
        <translation>un aéronef ne fonctionne que dans l&apos;atmosphère pour laquelle il est conçu (ou sa version viciée), pas %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="83"/>
        <source>an aircraft works only at the G it is designed for (%1 G), not %2 G</source>
        <translation>un aéronef ne fonctionne qu&apos;à la G pour laquelle il est conçu (%1 G), pas %2 G</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="97"/>
        <source>an ACV is inoperable in a %1 atmosphere</source>
        <translation>un ACV est inutilisable dans une atmosphère %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="112"/>
        <source>a %1 atmosphere needs a sealed vehicle or life support</source>
        <translation>une atmosphère %1 exige un véhicule étanche ou un support vital</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="114"/>
        <source>a %1 atmosphere needs overpressure, sealing or life support</source>
        <translation>une atmosphère %1 exige une surpression, une étanchéité ou un support vital</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="120"/>
        <source>life support normally needs a sealed vehicle</source>
        <translation>un support vital exige normalement un véhicule étanche</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="131"/>
        <source>a grav vehicle cannot tow</source>
        <translation>un véhicule antigrav ne peut pas remorquer</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="132"/>
        <source>only ground vehicles tow</source>
        <translation>seuls les véhicules terrestres remorquent</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="135"/>
        <source>cargo of %1 t exceeds the cargo space of %2 m³ (at most 1 t per m³)</source>
        <translation>une cargaison de %1 t dépasse l&apos;espace de cargaison de %2 m³ (au plus 1 t par m³)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="151"/>
        <source>at most one vehicle-launched bridge per vehicle</source>
        <translation>au plus un pont lancé par véhicule</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="163"/>
        <source>a purpose-built ferry must be amphibious</source>
        <translation>un bac dédié doit être amphibie</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="166"/>
        <source>a purpose-built ferry must be open-topped</source>
        <translation>un bac dédié doit être à toit ouvert</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="169"/>
        <source>a ferry carries 1 man per m² of deck: %1 men on %2 m²</source>
        <translation>un bac transporte 1 homme par m² de pont&#xa0;: %1 hommes sur %2 m²</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="176"/>
        <source>a ferry&apos;s cargo is at most the difference between its weight and volume: %1 t (from provisional weights)</source>
        <translation>la cargaison d&apos;un bac est au plus la différence entre son poids et son volume&#xa0;: %1 t (d&apos;après les poids provisoires)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="199"/>
        <source>%1 rounds only for %2, not a %3</source>
        <translation>munitions %1 uniquement pour %2, pas un %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="205"/>
        <source>%1 rounds need %2 aboard</source>
        <translation>les munitions %1 exigent %2 à bord</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="208"/>
        <source>%1 rounds only for a weapon with a bursting HE round, not a %2</source>
        <translation>munitions %1 uniquement pour une arme avec une munition HE explosive, pas un %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="226"/>
        <source>a pilot fires only from a fixed forward mount, not %1</source>
        <translation>un pilote ne tire que depuis un affût fixe vers l&apos;avant, pas %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="231"/>
        <source>a pilot fires only homing or target-seeking missiles</source>
        <translation>un pilote ne tire que des missiles autoguidés ou à recherche de cible</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="236"/>
        <source>strafing needs an automatic weapon, not a %1</source>
        <translation>le mitraillage exige une arme automatique, pas un %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="249"/>
        <source>a commander works only a cupola or pintel weapon, not a %1 mount</source>
        <translation>un commandant ne sert qu&apos;une arme sur coupole ou pivot, pas un affût %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="268"/>
        <source>a damper needs two projectors</source>
        <translation>un amortisseur exige deux projecteurs</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="270"/>
        <source>a damper needs fire control</source>
        <translation>un amortisseur exige une conduite de tir</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="281"/>
        <source>%1 needs tech level %2; the design is TL %3</source>
        <translation>%1 exige le niveau technologique %2&#xa0;; la conception est TL %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="302"/>
        <source>%1 crew in %2 times the human space: crew morale %3 (%4 times avoids it)</source>
        <translation>équipage %1 dans %2 fois l&apos;espace humain&#xa0;: moral de l&apos;équipage %3 (%4 fois l&apos;évite)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="315"/>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>%1 «&#xa0;%2&#xa0;» inconnu</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="319"/>
        <source>the design names no tech level</source>
        <translation>la conception ne nomme aucun niveau technologique</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="322"/>
        <source>tech level %1 is outside the rules&apos; %2 to %3</source>
        <translation>le niveau technologique %1 est hors de la plage %2 à %3 des règles</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="327"/>
        <source>race</source>
        <translation>race</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="329"/>
        <source>locomotion</source>
        <translation>locomotion</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="331"/>
        <source>power plant</source>
        <translation>centrale électrique</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="333"/>
        <source>atmosphere</source>
        <translation>atmosphère</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="337"/>
        <source>sealing</source>
        <translation>étanchéité</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="340"/>
        <source>the chassis has no volume</source>
        <translation>le châssis n&apos;a pas de volume</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="344"/>
        <source>mount</source>
        <translation>affût</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="347"/>
        <source>weapon</source>
        <translation>arme</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="350"/>
        <source>round</source>
        <translation>munition</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="354"/>
        <source>missile guidance</source>
        <translation>guidage de missile</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="366"/>
        <source>fire control</source>
        <translation>conduite de tir</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="369"/>
        <source>sensor</source>
        <translation>capteur</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="370"/>
        <source>equipment</source>
        <translation>équipement</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="381"/>
        <source>%1 m³ used of a %2 m³ chassis (provisional volumes)</source>
        <translation>%1 m³ utilisés d&apos;un châssis de %2 m³ (volumes provisoires)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerdesign_checks.cpp" line="387"/>
        <source>the components draw %1 MW of a %2 MW plant (provisional power)</source>
        <translation>les composants tirent %1 MW d&apos;une centrale de %2 MW (puissance provisoire)</translation>
    </message>
</context>
<context>
    <name>StrikerForceRules</name>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="581"/>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="581"/>
        <source>%1 cm (world size %2)</source>
        <translation>%1 cm (taille du monde %2)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="583"/>
        <source>Atmosphere</source>
        <translation>Atmosphère</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="584"/>
        <source>Energy weapon penetration ranges</source>
        <translation>Portées de pénétration des armes à énergie</translation>
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
        <translation>Puissance/poids des VCA</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="588"/>
        <source>inoperable</source>
        <translation>inutilisable</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="591"/>
        <source>Gravity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="591"/>
        <source>%1 G</source>
        <translation>%1 G</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="593"/>
        <source>Ground and personnel moves</source>
        <translation>Mouvements au sol et du personnel</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="595"/>
        <source>Projectile ranges (50 cm and over)</source>
        <translation>Portées des projectiles (50 cm et plus)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="596"/>
        <source>/%1, up to the fire control&apos;s limit</source>
        <translation>/%1, dans la limite de la conduite de tir</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="598"/>
        <source>Slopes</source>
        <translation>Pentes</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/striker/strikerforce.cpp" line="598"/>
        <source>%n category(s) lower</source>
        <translation>
            <numerusform>%n catégorie de moins</numerusform>
            <numerusform>%n catégories de moins</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="600"/>
        <source>Clear</source>
        <translation>Dégagé</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="605"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="606"/>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="607"/>
        <source>Night, multiple %1</source>
        <translation>Nuit, multiple %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="607"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="609"/>
        <source>Spotting ranges</source>
        <translation>Portées de repérage</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="613"/>
        <source>Night maxima</source>
        <translation>Maxima de nuit</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerforce.cpp" line="614"/>
        <source>stationary soldier %1 cm, stationary vehicle or moving soldier %2 cm, moving vehicle %3 cm</source>
        <translation>soldat immobile %1 cm, véhicule immobile ou soldat en mouvement %2 cm, véhicule en mouvement %3 cm</translation>
    </message>
</context>
<context>
    <name>StrikerPrint</name>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="40"/>
        <source>Medics (1 per 30 men)</source>
        <translation>Infirmiers (1 pour 30 hommes)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="42"/>
        <source>Company station (1 per 75)</source>
        <translation>Poste de compagnie (1 pour 75)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="44"/>
        <source>Battalion aid (1 per 150)</source>
        <translation>Poste de secours de bataillon (1 pour 150)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="46"/>
        <source>Mechanics (1 per 50 points)</source>
        <translation>Mécaniciens (1 pour 50 points)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="47"/>
        <source>Tool kits</source>
        <translation>Trousses à outils</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="48"/>
        <source>Workshops (1 per 20)</source>
        <translation>Ateliers (1 pour 20)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="49"/>
        <source>Cooks (1 per 50 men)</source>
        <translation>Cuisiniers (1 pour 50 hommes)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="50"/>
        <source>Kitchens (1 per 100)</source>
        <translation>Cuisines (1 pour 100)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="51"/>
        <source>Vets (1 per 50 animals)</source>
        <translation>Vétérinaires (1 pour 50 animaux)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="63"/>
        <source>Record card: %1</source>
        <translation>Fiche : %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="81"/>
        <source>Tech level</source>
        <translation>Niveau technologique</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="82"/>
        <source>Chassis</source>
        <translation>Châssis</translation>
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
        <translation>Centrale d&apos;énergie</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="86"/>
        <source>%1, %2 MW</source>
        <translation>%1, %2 MW</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="93"/>
        <source>Armour (cm steel)</source>
        <translation>Blindage (cm d&apos;acier)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="95"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="165"/>
        <source>Fire control</source>
        <translation>Conduite de tir</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="97"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="166"/>
        <source>Electronics</source>
        <translation>Électronique</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="99"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="166"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="104"/>
        <source>life support</source>
        <translation>survie</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="106"/>
        <source>amphibious</source>
        <translation>amphibie</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="109"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="167"/>
        <source>Protection</source>
        <translation>Protection</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="110"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="185"/>
        <source>Crew</source>
        <translation>Équipage</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="112"/>
        <source>%1, %2 passengers</source>
        <translation>%1, %2 passagers</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="116"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="167"/>
        <source>Cargo</source>
        <translation>Cargaison</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="117"/>
        <source>%1 m³, %2 t</source>
        <translation>%1 m³, %2 t</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="120"/>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="121"/>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="123"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
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
        <translation>Prix</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="129"/>
        <source>%1, imported %2</source>
        <translation>%1, importé %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="134"/>
        <source>Maintenance points</source>
        <translation>Points d&apos;entretien</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Mount</source>
        <translation>Affût</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="138"/>
        <source>Rounds</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="148"/>
        <source>%1 (commander)</source>
        <translation>%1 (chef de char)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="150"/>
        <source>%1 (pilot)</source>
        <translation>%1 (pilote)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="181"/>
        <source>%1 design</source>
        <translation>modèle %1</translation>
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
        <translation>Tonnes</translation>
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
        <translation>Blindage (cm d&apos;acier) : %1</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="205"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="211"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="212"/>
        <source>%1: %2; %3</source>
        <translation>%1 : %2 ; %3</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="233"/>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="235"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <source>Men</source>
        <translation>Hommes</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <source>Cr each</source>
        <translation>Cr l&apos;unité</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="236"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="277"/>
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="242"/>
        <source>%1 (import)</source>
        <translation>%1 (importé)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="243"/>
        <source>%1 (skill %2, morale %3)</source>
        <translation>%1 (compétence %2, moral %3)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="274"/>
        <source>Yearly costs</source>
        <translation>Coûts annuels</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="278"/>
        <source>%1 (%2 %, imports %3 %)</source>
        <translation>%1 (%2 %, importations %3 %)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="289"/>
        <source>Personnel</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="290"/>
        <source>%1 (%2 men, %3)</source>
        <translation>%1 (%2 hommes, %3)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="293"/>
        <source>no force type</source>
        <translation>aucun type de force</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="296"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="299"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="300"/>
        <source>%1, %2 left</source>
        <translation>%1, reste %2</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="310"/>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Support</source>
        <translation>Soutien</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Needed</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="312"/>
        <source>Have</source>
        <translation>Disponible</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="320"/>
        <source>Medics short: morale %1 after the first combat.</source>
        <translation>Manque d&apos;infirmiers : moral %1 après le premier combat.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="321"/>
        <source>Wounded return to duty at tech level %1: %2 % light, %3 % serious.</source>
        <translation>Les blessés reprennent le service au niveau technologique %1 : %2 % légers, %3 % graves.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="327"/>
        <source>Mechanics short: %1 % of the vehicles break down a week.</source>
        <translation>Manque de mécaniciens : %1 % des véhicules tombent en panne par semaine.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/families/striker/strikerprint.cpp" line="331"/>
        <source>Cooks short: morale %1 after %n day(s) without a hot meal.</source>
        <translation>
            <numerusform>Manque de cuisiniers : moral %1 après %n jour sans repas chaud.</numerusform>
            <numerusform>Manque de cuisiniers : moral %1 après %n jours sans repas chaud.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="336"/>
        <source>Vets short: %1 % of the animals lost a week.</source>
        <translation>Manque de vétérinaires : %1 % des animaux perdus par semaine.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="345"/>
        <source>Pre-game works</source>
        <translation>Ouvrages d&apos;avant-partie</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="346"/>
        <source>Work</source>
        <translation>Ouvrage</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="346"/>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="347"/>
        <source>Man-hours</source>
        <translation>Heures-homme</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="347"/>
        <source>Machine hours</source>
        <translation>Heures-machine</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="356"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="358"/>
        <source>%1, camouflaged</source>
        <translation>%1, camouflé</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="364"/>
        <source>%1 of %2 man-hours.</source>
        <translation>%1 sur %2 heures-homme.</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="371"/>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <location filename="../model/families/striker/strikerprint.cpp" line="378"/>
        <source>%1 Our value on the provisional Book 3 charts: the book is lost.</source>
        <translation>%1 Notre valeur sur les tables provisoires du Book 3 : le livre est perdu.</translation>
    </message>
</context>
<context>
    <name>TableDiagram</name>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="98"/>
        <source>%1: table diagram</source>
        <translation>%1&#xa0;: plan de la table</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="247"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="270"/>
        <source>Scale 1 : %1 (1 %2 of table = %3 mm on paper)</source>
        <translation>Échelle 1&#xa0;: %1 (1 %2 de table = %3 mm sur le papier)</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="284"/>
        <source>Table diagram</source>
        <translation>Plan de la table</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="292"/>
        <source>%1: the table</source>
        <translation>%1&#xa0;: la table</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="296"/>
        <source>%1 · table %2 x %3 · grid every %4 · distances from each piece&apos;s bounding box to the nearest edges</source>
        <translation>%1 · table %2 x %3 · quadrillage tous les %4 · distances du cadre englobant de chaque élément aux bords les plus proches</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="349"/>
        <source>%1 edge</source>
        <translation>Bord %1</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="352"/>
        <source>: %1 deploys here</source>
        <translation>&#xa0;: %1 se déploie ici</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="416"/>
        <source>no rules</source>
        <translation>aucune règle</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="418"/>
        <source>%1. %2 (%3): %4. %5 x %6; %7 from %8, %9 from %10.</source>
        <translation>%1. %2 (%3)&#xa0;: %4. %5 x %6&#x202f;; %7 du bord %8, %9 du bord %10.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="427"/>
        <source>Objective %1 (%2): %3 from West, %4 from North.</source>
        <translation>Objectif %1 (%2)&#xa0;: %3 du bord Ouest, %4 du bord Nord.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="436"/>
        <source>%1 x %2 at %3 from West, %4 from North</source>
        <translation>%1 x %2 à %3 du bord Ouest, %4 du bord Nord</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="440"/>
        <source>Deployment area of %1: %2.</source>
        <translation>Zone de déploiement de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="452"/>
        <source>Key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../model/export/tablediagram.cpp" line="462"/>
        <source>Table diagram: key</source>
        <translation>Plan de la table&#xa0;: légende</translation>
    </message>
</context>
<context>
    <name>TableEdge</name>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="544"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="546"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="548"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../model/table/tablegeometry.cpp" line="550"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message>
        <location filename="../model/board/tablelayoutio.cpp" line="35"/>
        <source>Hexwright&apos;s tables are at most 10 m (%1) a side</source>
        <translation>les tables de Hexwright font au plus 10 m (%1) de côté</translation>
    </message>
</context>
<context>
    <name>TableTemplates</name>
    <message>
        <location filename="../model/export/tabletemplates.cpp" line="66"/>
        <source>%1: piece templates</source>
        <translation>%1&#xa0;: gabarits des éléments</translation>
    </message>
    <message>
        <location filename="../model/export/tabletemplates.cpp" line="123"/>
        <source>%1 · page %2 of %3 x %4 · true size; glue over the grey overlap</source>
        <translation>%1 · page %2 sur %3 x %4 · taille réelle&#x202f;; collez sur le chevauchement gris</translation>
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
        <translation>Aucune grille</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="54"/>
        <source>Grid 0.5 in</source>
        <translation>Grille 0,5 po</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="54"/>
        <source>Grid 0.5 cm</source>
        <translation>Grille 0,5 cm</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="56"/>
        <source>Grid 1 in</source>
        <translation>Grille 1 po</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="56"/>
        <source>Grid 1 cm</source>
        <translation>Grille 1 cm</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="83"/>
        <source>&amp;Turn Pieces</source>
        <translation>&amp;Tourner les éléments</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="84"/>
        <source>Turn the selected pieces by 15 degrees clockwise</source>
        <translation>Tourner les éléments sélectionnés de 15 degrés dans le sens horaire</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="87"/>
        <source>Mirror &amp;Horizontally</source>
        <translation>Miroir &amp;horizontal</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="89"/>
        <source>Mirror the selected pieces left to right</source>
        <translation>Mettre en miroir les éléments sélectionnés de gauche à droite</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="92"/>
        <source>Mirror &amp;Vertically</source>
        <translation>Miroir &amp;vertical</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="93"/>
        <source>Mirror the selected pieces top to bottom</source>
        <translation>Mettre en miroir les éléments sélectionnés de haut en bas</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="96"/>
        <source>&amp;Duplicate Pieces</source>
        <translation>&amp;Dupliquer les éléments</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="97"/>
        <source>Copy the selected pieces one grid step right and down</source>
        <translation>Copier les éléments sélectionnés, décalés d&apos;un pas de grille vers la droite et le bas</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="100"/>
        <source>De&amp;lete Pieces</source>
        <translation>Supprimer &amp;les éléments</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="101"/>
        <source>Remove the selected pieces, or the picked polygon corner</source>
        <translation>Retirer les éléments sélectionnés, ou le sommet de polygone choisi</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="104"/>
        <source>&amp;Symmetric Table</source>
        <translation>Table &amp;symétrique</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="105"/>
        <source>Keep a mirrored twin of every piece drawn, moved, turned or deleted</source>
        <translation>Garder un jumeau en miroir de chaque élément dessiné, déplacé, tourné ou supprimé</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="127"/>
        <source>Terrain &amp;Pieces</source>
        <translation>&amp;Éléments de décor</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="133"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="144"/>
        <source>Snapping grid</source>
        <translation>Grille d&apos;aimantation</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="146"/>
        <source>The grid that drawing and moving snap to (Shift: no snapping)</source>
        <translation>La grille sur laquelle s&apos;aimantent le dessin et le déplacement (Maj&#xa0;: pas d&apos;aimantation)</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="161"/>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="162"/>
        <source>How the twins of a symmetric table are mirrored</source>
        <translation>Comment les jumeaux d&apos;une table symétrique sont mis en miroir</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="163"/>
        <source>Through the centre</source>
        <translation>Par le centre</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="164"/>
        <source>Across the long axis</source>
        <translation>Par rapport au grand axe</translation>
    </message>
    <message>
        <location filename="../editor/table/tabletools.cpp" line="165"/>
        <source>Across the short axis</source>
        <translation>Par rapport au petit axe</translation>
    </message>
</context>
<context>
    <name>TerrainActions</name>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="58"/>
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>%n hexagone copié</numerusform>
            <numerusform>%n hexagones copiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="85"/>
        <source>Brush radius %1: %n hex(es) ([ and ] change it)</source>
        <translation>
            <numerusform>Rayon du pinceau %1&#xa0;: %n hexagone ([ et ] le modifient)</numerusform>
            <numerusform>Rayon du pinceau %1&#xa0;: %n hexagones ([ et ] le modifient)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="97"/>
        <source>S&amp;maller Brush</source>
        <translation>Pinceau plus &amp;petit</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="99"/>
        <source>Paint fewer hexes at once</source>
        <translation>Peindre moins d&apos;hexagones à la fois</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="103"/>
        <source>Lar&amp;ger Brush</source>
        <translation>Pinceau plus &amp;grand</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="105"/>
        <source>Paint more hexes at once</source>
        <translation>Peindre plus d&apos;hexagones à la fois</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="112"/>
        <source>Brush Ra&amp;dius</source>
        <translation>Ra&amp;yon du pinceau</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="132"/>
        <source>Cu&amp;t Hexes</source>
        <translation>Cou&amp;per les hexagones</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="133"/>
        <source>Copy the selected hexes and erase their paint</source>
        <translation>Copier les hexagones sélectionnés et effacer leur peinture</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="136"/>
        <source>&amp;Copy Hexes</source>
        <translation>&amp;Copier les hexagones</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="137"/>
        <source>Copy the terrain and roads of the selected hexes</source>
        <translation>Copier le terrain et les routes des hexagones sélectionnés</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="140"/>
        <source>&amp;Paste Hexes</source>
        <translation>Co&amp;ller les hexagones</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="141"/>
        <source>Place the copied hexes: R turns them, M mirrors them</source>
        <translation>Placer les hexagones copiés&#xa0;: R les tourne, M les met en miroir</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="143"/>
        <source>&amp;Delete Paint</source>
        <translation>&amp;Effacer la peinture</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="145"/>
        <source>Erase the paint of the selected hexes: the panels&apos; own terrain shows again</source>
        <translation>Effacer la peinture des hexagones sélectionnés&#xa0;: le terrain propre des sections réapparaît</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="149"/>
        <source>Select &amp;All Hexes</source>
        <translation>Sélectionner &amp;tous les hexagones</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="150"/>
        <source>Select every hex of the map</source>
        <translation>Sélectionner tous les hexagones de la carte</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="154"/>
        <source>Select &amp;None</source>
        <translation>&amp;Ne rien sélectionner</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="156"/>
        <source>Clear the hex selection (Esc on the map does the same)</source>
        <translation>Effacer la sélection d&apos;hexagones (Échap sur la carte fait de même)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="162"/>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="166"/>
        <source>Delete paint</source>
        <translation>Effacer la peinture</translation>
    </message>
</context>
<context>
    <name>TerrainTools</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="50"/>
        <source>Painting %1 (from %2)</source>
        <translation>Peinture&#xa0;: %1 (de %2)</translation>
    </message>
</context>
<context>
    <name>TiledExport</name>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="287"/>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="407"/>
        <source>a table scenario has no hexes to export as a Tiled map; export its table as an image or a VASSAL module instead</source>
        <translation>un scénario sur table n&apos;a pas d&apos;hexagones à exporter en carte Tiled&#x202f;; exportez plutôt sa table en image ou en module VASSAL</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="412"/>
        <source>the map is empty</source>
        <translation>la carte est vide</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="416"/>
        <source>the ruleset has too many terrain types</source>
        <translation>les règles ont trop de types de terrain</translation>
    </message>
    <message>
        <location filename="../model/export/tiledexport.cpp" line="430"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>TiledImport</name>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="176"/>
        <source>the file has a document type declaration, which no Tiled map has; it is not read</source>
        <translation>le fichier a une déclaration de type de document, ce qu&apos;aucune carte Tiled n&apos;a&#x202f;; il n&apos;est pas lu</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="188"/>
        <source>not a readable Tiled map: %1</source>
        <translation>pas une carte Tiled lisible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="201"/>
        <source>&lt;%1&gt; needs a whole number %2, not &apos;%3&apos;</source>
        <translation>&lt;%1&gt; exige un nombre entier %2, pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="219"/>
        <source>not a Tiled map: it starts with &lt;%1&gt;, not &lt;map&gt;</source>
        <translation>pas une carte Tiled&#xa0;: elle commence par &lt;%1&gt;, pas par &lt;map&gt;</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="231"/>
        <source>the Tiled map has no tile layer named &apos;Terrain&apos;</source>
        <translation>la carte Tiled n&apos;a pas de calque de tuiles nommé «&#xa0;Terrain&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="245"/>
        <source>the Tiled map&apos;s orientation is &apos;%1&apos;: a Hexwright map is &apos;hexagonal&apos;</source>
        <translation>l&apos;orientation de la carte Tiled est «&#xa0;%1&#xa0;»&#xa0;: une carte Hexwright est «&#xa0;hexagonal&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="251"/>
        <source>the Tiled map is infinite: make it fixed-size in Tiled (Map &gt; Map Properties) first</source>
        <translation>la carte Tiled est infinie&#xa0;: donnez-lui d&apos;abord une taille fixe dans Tiled (Map &gt; Map Properties)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="258"/>
        <source>flat-top hexes in columns</source>
        <translation>des hexagones à sommet plat en colonnes</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="259"/>
        <source>pointy-top hexes in rows</source>
        <translation>des hexagones à sommet pointu en rangées</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="261"/>
        <source>the Tiled map is staggered along &apos;%1&apos; with index &apos;%2&apos;; the scenario&apos;s map has %3 (stagger axis &apos;%4&apos;, index &apos;%5&apos;)</source>
        <translation>la carte Tiled est décalée selon «&#xa0;%1&#xa0;» avec l&apos;indice «&#xa0;%2&#xa0;»&#x202f;; la carte du scénario a %3 (axe de décalage «&#xa0;%4&#xa0;», indice «&#xa0;%5&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="279"/>
        <source>the Tiled map is %1 x %2 hexes, the scenario&apos;s map %3 x %4 (columns x rows)</source>
        <translation>la carte Tiled fait %1 x %2 hexagones, la carte du scénario %3 x %4 (colonnes x rangées)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="306"/>
        <source>&lt;tileset&gt; needs a firstgid from 1 to %1</source>
        <translation>&lt;tileset&gt; exige un firstgid de 1 à %1</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="318"/>
        <source>layer groups nested more than %1 deep</source>
        <translation>groupes de calques imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="351"/>
        <source>an external tileset refers to another one</source>
        <translation>un jeu de tuiles externe renvoie à un autre</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="374"/>
        <source>&lt;tile&gt; needs a whole number id</source>
        <translation>&lt;tile&gt; exige un id entier</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="379"/>
        <source>the tilesets have more than %1 tiles</source>
        <translation>les jeux de tuiles ont plus de %1 tuiles</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="419"/>
        <source>cannot read the tileset %1: %2</source>
        <translation>impossible de lire le jeu de tuiles %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="430"/>
        <source>not a Tiled tileset: it starts with &lt;%1&gt;</source>
        <translation>pas un jeu de tuiles Tiled&#xa0;: il commence par &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="438"/>
        <source>the tileset file is empty</source>
        <translation>le fichier du jeu de tuiles est vide</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="451"/>
        <source>the layer &apos;Terrain&apos; is %1 x %2 hexes, the scenario&apos;s map %3 x %4 (columns x rows)</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» fait %1 x %2 hexagones, la carte du scénario %3 x %4 (colonnes x rangées)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="478"/>
        <source>the layer &apos;Terrain&apos; has %1 tiles, where %2 x %3 hexes need %4</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» a %1 tuiles, alors que %2 x %3 hexagones en exigent %4</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="498"/>
        <source>the layer &apos;Terrain&apos; is compressed (%1), which is not read: in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» est compressé (%1), ce qui n&apos;est pas lu&#xa0;: dans Tiled, réglez Map &gt; Map Properties &gt; Tile Layer Format sur CSV</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="510"/>
        <source>unknown layer encoding &apos;%1&apos;: in Tiled set Map &gt; Map Properties &gt; Tile Layer Format to CSV</source>
        <translation>encodage de calque inconnu «&#xa0;%1&#xa0;»&#xa0;: dans Tiled, réglez Map &gt; Map Properties &gt; Tile Layer Format sur CSV</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="526"/>
        <source>&lt;%1&gt; inside encoded layer data (chunks of an infinite map are not read)</source>
        <translation>&lt;%1&gt; dans des données de calque encodées (les morceaux d&apos;une carte infinie ne sont pas lus)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="553"/>
        <location filename="../model/io/tiledimport.cpp" line="641"/>
        <source>the layer &apos;Terrain&apos; has more than %1 x %2 tiles</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» a plus de %1 x %2 tuiles</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="568"/>
        <source>tile number out of range</source>
        <translation>numéro de tuile hors limites</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="574"/>
        <source>a tile number is missing before &apos;,&apos;</source>
        <translation>un numéro de tuile manque avant «&#xa0;,&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="582"/>
        <source>&apos;%1&apos; in CSV layer data, where tile numbers and commas belong</source>
        <translation>«&#xa0;%1&#xa0;» dans des données de calque CSV, où seuls des numéros de tuiles et des virgules ont leur place</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="605"/>
        <source>the layer &apos;Terrain&apos; holds %1 bytes, where %2 x %3 hexes need %4</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» contient %1 octets, alors que %2 x %3 hexagones en exigent %4</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="611"/>
        <source>the layer &apos;Terrain&apos; is not valid Base64</source>
        <translation>le calque «&#xa0;Terrain&#xa0;» n&apos;est pas du Base64 valide</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="632"/>
        <source>&lt;%1&gt; in layer data, where &lt;tile&gt; belongs (chunks of an infinite map are not read)</source>
        <translation>&lt;%1&gt; dans des données de calque, où &lt;tile&gt; est attendu (les morceaux d&apos;une carte infinie ne sont pas lus)</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="677"/>
        <source>tile %1 (first at hex %2) belongs to no tileset</source>
        <translation>la tuile %1 (d&apos;abord à l&apos;hexagone %2) n&apos;appartient à aucun jeu de tuiles</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="687"/>
        <source>tile %1 of tileset &apos;%2&apos; (first at hex %3) has no terrain_id property: it is not a Hexwright terrain tile</source>
        <translation>la tuile %1 du jeu de tuiles «&#xa0;%2&#xa0;» (d&apos;abord à l&apos;hexagone %3) n&apos;a pas de propriété terrain_id&#xa0;: ce n&apos;est pas une tuile de terrain Hexwright</translation>
    </message>
    <message>
        <location filename="../model/io/tiledimport.cpp" line="695"/>
        <source>unknown terrain &apos;%1&apos; in tileset &apos;%2&apos;: the ruleset has %3</source>
        <translation>terrain inconnu «&#xa0;%1&#xa0;» dans le jeu de tuiles «&#xa0;%2&#xa0;»&#xa0;: les règles ont %3</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="66"/>
        <source>Draw road</source>
        <translation>Tracer une route</translation>
    </message>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="67"/>
        <source>Erase road</source>
        <translation>Effacer une route</translation>
    </message>
    <message>
        <location filename="../model/commands/paintterrain.cpp" line="24"/>
        <source>Paint terrain</source>
        <translation>Peindre le terrain</translation>
    </message>
    <message>
        <location filename="../model/edit/terrainedits.cpp" line="109"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="44"/>
        <source>Erase hexsides</source>
        <translation>Effacer des côtés d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="45"/>
        <source>Paint hexsides</source>
        <translation>Peindre des côtés d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../model/edit/hexsideedits.cpp" line="59"/>
        <source>Set height</source>
        <translation>Définir la hauteur</translation>
    </message>
</context>
<context>
    <name>UnitCards</name>
    <message>
        <location filename="../model/export/unitcards.cpp" line="178"/>
        <source>%1 Ours: the rules give no value.</source>
        <translation>%1 Valeur proposée par nous&#xa0;: les règles n&apos;en donnent aucune.</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="332"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="343"/>
        <source>Unit cards</source>
        <translation>Cartes d&apos;unité</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="356"/>
        <source>%1: unit cards, page %2 of %3</source>
        <translation>%1&#xa0;: cartes d&apos;unité, page %2 sur %3</translation>
    </message>
    <message>
        <location filename="../model/export/unitcards.cpp" line="372"/>
        <source>%1: unit cards</source>
        <translation>%1&#xa0;: cartes d&apos;unité</translation>
    </message>
</context>
<context>
    <name>VassalExport</name>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="78"/>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="79"/>
        <source>Side</source>
        <translation>Face</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="83"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="84"/>
        <source>Disrupted</source>
        <translation>Désorganisé</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="88"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="271"/>
        <source>Hexwright scenario</source>
        <translation>Scénario Hexwright</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="278"/>
        <source>Made by Hexwright. The table at %1 pixels per inch.</source>
        <translation>Créé avec Hexwright. La table à %1 pixels par pouce.</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="280"/>
        <source>Made by Hexwright. Hexes %1 pixels across the flats, numbered as on the Hexwright map.</source>
        <translation>Créé avec Hexwright. Hexagones de %1 pixels entre côtés opposés, numérotés comme sur la carte Hexwright.</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="316"/>
        <source>Roll %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="324"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="330"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="325"/>
        <source>The turn track</source>
        <translation>La piste des tours</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="345"/>
        <source>Turn $value$ of %1</source>
        <translation>Tour $value$ sur %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="346"/>
        <source>Turn $value$</source>
        <translation>Tour $value$</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="387"/>
        <source>Retire</source>
        <translation>Se retirer</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="388"/>
        <source>Switch sides</source>
        <translation>Changer de camp</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="398"/>
        <source>Main Map</source>
        <translation>Carte principale</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="402"/>
        <location filename="../model/export/vassalmodule.cpp" line="405"/>
        <source>Holding area: %1</source>
        <translation>Zone d&apos;attente&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="413"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="415"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="418"/>
        <source>Counters</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="416"/>
        <source>Every counter of the scenario</source>
        <translation>Tous les pions du scénario</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="439"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="440"/>
        <location filename="../model/export/vassalbuildfile.cpp" line="443"/>
        <source>Charts</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <location filename="../model/export/vassalbuildfile.cpp" line="441"/>
        <source>The briefing and the set-up sheets</source>
        <translation>Le briefing et les feuilles de déploiement</translation>
    </message>
    <message>
        <location filename="../model/export/vassalimages.cpp" line="101"/>
        <source>Scale: %1 pixels = 1 inch</source>
        <translation>Échelle&#xa0;: %1 pixels = 1 pouce</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="61"/>
        <source>turn %1, from the %2 edge</source>
        <translation>tour %1, par le bord %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="63"/>
        <source>turn %1, at hex %2</source>
        <translation>tour %1, à l&apos;hexagone %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="66"/>
        <source>turn %1, in %2</source>
        <translation>tour %1, dans %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="69"/>
        <source>turn %1, by paradrop</source>
        <translation>tour %1, par parachutage</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="71"/>
        <source>turn %1, edge by die roll</source>
        <translation>tour %1, bord par jet de dé</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="73"/>
        <location filename="../model/export/vassalmodule.cpp" line="229"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="120"/>
        <source>DISRUPTED</source>
        <translation>DÉSORGANISÉ</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="175"/>
        <source>Hidden in %1</source>
        <translation>Caché dans %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="190"/>
        <source>%1 at %2, %3 mm</source>
        <translation>%1 à %2, %3 mm</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="204"/>
        <source>Set up in %1, at %2</source>
        <translation>Déployé dans %1, en %2</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="209"/>
        <source>Set up in %1</source>
        <translation>Déployé dans %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="213"/>
        <source>Off board</source>
        <translation>Hors carte</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="222"/>
        <source>%1 (turn %2)</source>
        <translation>%1 (tour %2)</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="223"/>
        <location filename="../model/export/vassalmodule.cpp" line="225"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="230"/>
        <source>Reinforcements, %1</source>
        <translation>Renforts, %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="255"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="266"/>
        <source>Author: %1</source>
        <translation>Auteur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="268"/>
        <source>Source: %1</source>
        <translation>Source&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="270"/>
        <source>Length: %1 turns</source>
        <translation>Durée&#xa0;: %1 tours</translation>
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
        <translation>Règles spéciales</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="280"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="295"/>
        <source>Set-up, player %1 (%2)</source>
        <translation>Déploiement, joueur %1 (%2)</translation>
    </message>
    <message>
        <location filename="../model/export/vassalmodule.cpp" line="299"/>
        <source>, page %1</source>
        <translation>, page %1</translation>
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
        <translation>Section %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="159"/>
        <source>the %1 edge of the map</source>
        <translation>le bord %1 de la carte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="160"/>
        <source>the %1 edge of %2</source>
        <translation>le bord %1 de %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="175"/>
        <source>%1 or more: %2</source>
        <translation>%1 ou plus&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="180"/>
        <location filename="../model/scenario/victorytext.cpp" line="211"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="182"/>
        <source>%1-%2: %3</source>
        <translation>%1 à %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="192"/>
        <source>an undisrupted unit</source>
        <translation>une unité non désorganisée</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="194"/>
        <source>an undisrupted %1 unit</source>
        <translation>une unité %1 non désorganisée</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="196"/>
        <source>a unit</source>
        <translation>une unité</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="198"/>
        <source>an %1 unit</source>
        <translation>une unité %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="198"/>
        <source>a %1 unit</source>
        <translation>une unité %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="219"/>
        <source>%1 in %2 at the end of turn %3</source>
        <translation>%1 dans %2 à la fin du tour %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="220"/>
        <source>%1 in each of %2 at the end of turn %3</source>
        <translation>%1 dans chacun de %2 à la fin du tour %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="229"/>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="232"/>
        <source> at the end of turn %1</source>
        <translation> à la fin du tour %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="234"/>
        <source> on or before turn %1</source>
        <translation> au plus tard au tour %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="241"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; only undisrupted units count</source>
        <translation>Celui qui occupe seul le plus d&apos;hexagones de %1 à la fin du tour %2 l&apos;emporte&#x202f;; seules les unités non désorganisées comptent</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="244"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; disrupted units count too</source>
        <translation>Celui qui occupe seul le plus d&apos;hexagones de %1 à la fin du tour %2 l&apos;emporte&#x202f;; les unités désorganisées comptent aussi</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="253"/>
        <source>Whoever has the most undisrupted units in %1 at the end of turn %2 wins</source>
        <translation>Celui qui a le plus d&apos;unités non désorganisées dans %1 à la fin du tour %2 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="254"/>
        <source>Whoever has the most units in %1 at the end of turn %2 wins</source>
        <translation>Celui qui a le plus d&apos;unités dans %1 à la fin du tour %2 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="260"/>
        <source>eliminate every unit of %1</source>
        <translation>éliminer toutes les unités de %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="262"/>
        <location filename="../model/scenario/victorytext.cpp" line="288"/>
        <source> by the end of turn %1</source>
        <translation> avant la fin du tour %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="265"/>
        <source> while losing fewer than %n unit</source>
        <translation>
            <numerusform> en perdant moins de %n unité</numerusform>
            <numerusform> en perdant moins de %n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="266"/>
        <source> while losing fewer than %n units</source>
        <translation>
            <numerusform> en perdant moins de %n unité</numerusform>
            <numerusform> en perdant moins de %n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="276"/>
        <source>at least %n unit left at the end of turn %1</source>
        <translation>
            <numerusform>au moins %n unité restante à la fin du tour %1</numerusform>
            <numerusform>au moins %n unités restantes à la fin du tour %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="277"/>
        <source>at least %n units left at the end of turn %1</source>
        <translation>
            <numerusform>au moins %n unité restante à la fin du tour %1</numerusform>
            <numerusform>au moins %n unités restantes à la fin du tour %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="284"/>
        <source>units off %1</source>
        <translation>unités sorties par %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="285"/>
        <source>%1 units off %2</source>
        <translation>unités %1 sorties par %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="289"/>
        <source>, graded by how many (%1)</source>
        <translation>, graduée selon leur nombre (%1)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="297"/>
        <source>Each side scores victory points; at the end of turn %1 the points give the result (%2)</source>
        <translation>Chaque camp marque des points de victoire&#xa0;; à la fin du tour %1, les points donnent le résultat (%2)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="300"/>
        <source>Each side scores victory points; at the end the points give the result (%1)</source>
        <translation>Chaque camp marque des points de victoire&#xa0;; à la fin, les points donnent le résultat (%1)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="305"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points at the end of turn %1 wins</source>
        <translation>Chaque camp marque le coût des unités ennemies qu&apos;il élimine&#x202f;; le plus de points à la fin du tour %1 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="309"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points wins</source>
        <translation>Chaque camp marque le coût des unités ennemies qu&apos;il élimine&#x202f;; le plus de points l&apos;emporte</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="320"/>
        <source>A side that holds every hex of %1 scores %n point per hex of it</source>
        <translation>
            <numerusform>Un camp qui tient chaque hexagone de %1 marque %n point par hexagone</numerusform>
            <numerusform>Un camp qui tient chaque hexagone de %1 marque %n points par hexagone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="323"/>
        <source>A side that holds every hex of %1 scores %n points per hex of it</source>
        <translation>
            <numerusform>Un camp qui tient chaque hexagone de %1 marque %n point par hexagone</numerusform>
            <numerusform>Un camp qui tient chaque hexagone de %1 marque %n points par hexagone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="328"/>
        <source>A side that holds every hex of a city scores %n point per hex of it; the cities: %1</source>
        <translation>
            <numerusform>Un camp qui tient chaque hexagone d&apos;une ville marque %n point par hexagone de celle-ci&#x202f;; les villes&#xa0;: %1</numerusform>
            <numerusform>Un camp qui tient chaque hexagone d&apos;une ville marque %n points par hexagone de celle-ci&#x202f;; les villes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/scenario/victorytext.cpp" line="332"/>
        <source>A side that holds every hex of a city scores %n points per hex of it; the cities: %1</source>
        <translation>
            <numerusform>Un camp qui tient chaque hexagone d&apos;une ville marque %n point par hexagone de celle-ci&#x202f;; les villes&#xa0;: %1</numerusform>
            <numerusform>Un camp qui tient chaque hexagone d&apos;une ville marque %n points par hexagone de celle-ci&#x202f;; les villes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="351"/>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="354"/>
        <source>Whoever carries the most “%1” markers to their own area wins (%2)</source>
        <translation>Celui qui ramène le plus de marqueurs «&#xa0;%1&#xa0;» dans sa propre zone l&apos;emporte (%2)</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="365"/>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="366"/>
        <source>%1 unit</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="370"/>
        <source>%1 unit of type %2</source>
        <translation>unité %1 de type %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="372"/>
        <source>The first %1 to enter %2 wins</source>
        <translation>La première %1 à entrer dans %2 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="379"/>
        <source>enter every hex of %1 and eliminate every unit of %2 by the end of turn %3</source>
        <translation>entrer dans chaque hexagone de %1 et éliminer toutes les unités de %2 avant la fin du tour %3</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="419"/>
        <source>Unknown kind of condition “%1”</source>
        <translation>Type de condition inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="425"/>
        <source>decisive defeat</source>
        <translation>défaite décisive</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="427"/>
        <source>marginal defeat</source>
        <translation>défaite marginale</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="429"/>
        <source>draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="431"/>
        <source>marginal victory</source>
        <translation>victoire marginale</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="433"/>
        <source>decisive victory</source>
        <translation>victoire décisive</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="440"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="442"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="444"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="446"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="456"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="457"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="457"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
</context>
<context>
    <name>ZonePresets</name>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="235"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="237"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="239"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="241"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="249"/>
        <source>(no panel)</source>
        <translation>(aucune section)</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="257"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="267"/>
        <source>Anywhere on %1</source>
        <translation>N&apos;importe où sur %1</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="270"/>
        <source>The first full hexes along the %1 edge of %2</source>
        <translation>Les premiers hexagones entiers le long du bord %1 de %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="272"/>
        <source>The first %1 full hexes along the %2 edge of %3</source>
        <translation>Les %1 premiers hexagones entiers le long du bord %2 de %3</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="277"/>
        <source>%1 hexes of %2</source>
        <translation>Hexagones de %1 de %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="282"/>
        <source>On %1 within %2 hexes of %3</source>
        <translation>Sur %1 à %2 hexagones ou moins de %3</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="286"/>
        <source>Within %1 hexes of %2</source>
        <translation>À %1 hexagones ou moins de %2</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="289"/>
        <source>The first full hexes along the map&apos;s %1 edge</source>
        <translation>Les premiers hexagones entiers le long du bord %1 de la carte</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="291"/>
        <source>The first %1 full hexes along the map&apos;s %2 edge</source>
        <translation>Les %1 premiers hexagones entiers le long du bord %2 de la carte</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="295"/>
        <source>On %1 at least %2 hexes from its %3 edge</source>
        <translation>Sur %1, à au moins %2 hexagones de son bord %3</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="361"/>
        <source>side %1 sets up in it by default</source>
        <translation>le camp %1 s&apos;y déploie par défaut</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="365"/>
        <source>force entry %1 sets up in it</source>
        <translation>l&apos;entrée de troupes %1 s&apos;y déploie</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="370"/>
        <source>reinforcement %1 enters in it</source>
        <translation>le renfort %1 y entre</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="374"/>
        <source>hidden units %1 are hidden in it</source>
        <translation>les unités cachées %1 y sont cachées</translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="394"/>
        <source>victory condition %1 names it</source>
        <translation>la condition de victoire %1 la désigne</translation>
    </message>
</context>
<context>
    <name>hexwright::AddUnitsDialog</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="766"/>
        <source>Add Units</source>
        <translation>Ajouter des unités</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="768"/>
        <source>How many of the units held off-board arrive?</source>
        <translation>Combien des unités gardées hors carte arrivent&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Off-board</source>
        <translation>Hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="771"/>
        <source>Arrive</source>
        <translation>Arrivent</translation>
    </message>
</context>
<context>
    <name>hexwright::AlliancesEditor</name>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="25"/>
        <source>Allied colours never fight each other and may stack together, as Tan and Green in scenario 11.</source>
        <translation>Les couleurs alliées ne se combattent jamais et peuvent s&apos;empiler ensemble, comme Tan et Green dans le scénario 11.</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="33"/>
        <source>Alliances</source>
        <translation>Alliances</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="38"/>
        <source>&amp;Add Alliance</source>
        <translation>&amp;Ajouter une alliance</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="40"/>
        <source>Ally two colours that are in no alliance yet; check more colours below</source>
        <translation>Allier deux couleurs qui ne sont encore dans aucune alliance&#x202f;; cochez d&apos;autres couleurs ci-dessous</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="42"/>
        <source>&amp;Remove Alliance</source>
        <translation>&amp;Supprimer l&apos;alliance</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="62"/>
        <source>Add Alliance</source>
        <translation>Ajouter une alliance</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="71"/>
        <source>Remove Alliance</source>
        <translation>Supprimer l&apos;alliance</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="160"/>
        <source>%1 is in the alliance %2</source>
        <translation>%1 fait partie de l&apos;alliance %2</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="164"/>
        <source>An alliance needs at least two colours; remove the alliance instead</source>
        <translation>Une alliance a besoin d&apos;au moins deux couleurs&#x202f;; supprimez plutôt l&apos;alliance</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="194"/>
        <source>Ally %1</source>
        <translation>Allier %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="195"/>
        <source>Leave Alliance: %1</source>
        <translation>Quitter l&apos;alliance&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>hexwright::Autosaver</name>
    <message>
        <location filename="../editor/shell/autosaver.cpp" line="123"/>
        <source>cannot lock %1</source>
        <translation>impossible de verrouiller %1</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceChartsView</name>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="36"/>
        <source>Balance charts</source>
        <translation>Graphiques d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="73"/>
        <source>Run the games to see the charts.</source>
        <translation>Lancez les parties pour voir les graphiques.</translation>
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
        <translation>Rapport d&apos;équilibre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="130"/>
        <source>Games played as the scenario is written; as many again with the first player swapped, where the scenario allows it</source>
        <translation>Parties jouées tel que le scénario est écrit&#x202f;; autant à nouveau avec le premier joueur inversé, si le scénario le permet</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="132"/>
        <source>&amp;Games:</source>
        <translation>Pa&amp;rties&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="146"/>
        <source>Who plays %1&apos;s pieces in every game</source>
        <translation>Qui joue les pions de %1 dans chaque partie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="147"/>
        <source>%1 played by:</source>
        <translation>%1 joué par&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="155"/>
        <source>Game n is played with dice seeded seed + n: the same seed gives the same report</source>
        <translation>La partie n est jouée avec des dés initialisés à graine + n&#xa0;: la même graine donne le même rapport</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="157"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="162"/>
        <source>Games played at once, one per processor core; the report is the same whatever the number</source>
        <translation>Parties jouées en même temps, une par cœur de processeur&#x202f;; le rapport est le même quel que soit leur nombre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="164"/>
        <source>&amp;Jobs:</source>
        <translation>&amp;Tâches&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="167"/>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="170"/>
        <source>Cance&amp;l</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="174"/>
        <location filename="../editor/balance/balancedialog.cpp" line="223"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="190"/>
        <source>No engine plays the rules of this scenario yet</source>
        <translation>Aucun moteur ne joue encore les règles de ce scénario</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="198"/>
        <source>Run the games to see whether the scenario is balanced.</source>
        <translation>Lancez les parties pour voir si le scénario est équilibré.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="215"/>
        <source>Results per side</source>
        <translation>Résultats par camp</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="216"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="217"/>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="217"/>
        <source>Pieces lost per game</source>
        <translation>Pions perdus par partie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="219"/>
        <source>Si&amp;des</source>
        <translation>&amp;Camps</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="224"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="225"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="228"/>
        <source>Double-click a game to step through it in the replay viewer</source>
        <translation>Double-cliquez sur une partie pour la parcourir pas à pas dans la visionneuse de rejeu</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="231"/>
        <source>Open &amp;Game</source>
        <translation>Ou&amp;vrir la partie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="233"/>
        <source>Step through the selected game in the replay viewer</source>
        <translation>Parcourir pas à pas la partie sélectionnée dans la visionneuse de rejeu</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="237"/>
        <source>G&amp;ames</source>
        <translation>P&amp;arties</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="239"/>
        <source>Unit types</source>
        <translation>Types d&apos;unité</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Unit type</source>
        <translation>Type d&apos;unité</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Pieces</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Survived</source>
        <translation>Survivants</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="240"/>
        <source>Survival</source>
        <translation>Survie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="241"/>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="241"/>
        <source>Kills per piece</source>
        <translation>Éliminations par pion</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="243"/>
        <source>&amp;Unit Types</source>
        <translation>Types d&apos;&amp;unité</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="250"/>
        <source>&amp;Charts</source>
        <translation>Graphi&amp;ques</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="252"/>
        <source>&amp;Heat Map</source>
        <translation>Carte de c&amp;haleur</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="256"/>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="258"/>
        <source>Show a balance report saved earlier</source>
        <translation>Afficher un rapport d&apos;équilibre enregistré précédemment</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="259"/>
        <source>&amp;Save...</source>
        <translation>&amp;Enregistrer...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="261"/>
        <source>Save the report as JSON, to open again or compare</source>
        <translation>Enregistrer le rapport en JSON, pour le rouvrir ou le comparer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="262"/>
        <source>Export &amp;PDF...</source>
        <translation>Exporter en &amp;PDF...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="264"/>
        <source>Print the report with its charts and heat map to a PDF</source>
        <translation>Imprimer le rapport avec ses graphiques et sa carte de chaleur dans un PDF</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="265"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="284"/>
        <source>The scenario was closed: there is nothing to play.</source>
        <translation>Le scénario a été fermé&#xa0;: il n&apos;y a rien à jouer.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="290"/>
        <source>No engine plays the rules of this scenario yet.</source>
        <translation>Aucun moteur ne joue encore les règles de ce scénario.</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="305"/>
        <source>The games cannot be played: %1</source>
        <translation>Les parties ne peuvent pas être jouées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="313"/>
        <source>Starting...</source>
        <translation>Démarrage...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="334"/>
        <source>Stopping...</source>
        <translation>Arrêt...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="344"/>
        <source>%1 of %2 games, %3 games/s</source>
        <translation>%1 parties sur %2, %3 parties/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="363"/>
        <source>Cancelled after %n games</source>
        <translation>
            <numerusform>Annulé après %n partie</numerusform>
            <numerusform>Annulé après %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="364"/>
        <source>%n games in %1 s</source>
        <translation>
            <numerusform>%n partie en %1 s</numerusform>
            <numerusform>%n parties en %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="381"/>
        <source>%n games as the scenario is written</source>
        <translation>
            <numerusform>%n partie tel que le scénario est écrit</numerusform>
            <numerusform>%n parties tel que le scénario est écrit</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="383"/>
        <source>cancelled before the end: the figures are of the games played</source>
        <translation>annulé avant la fin&#xa0;: les chiffres sont ceux des parties jouées</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="385"/>
        <source>%n ended without a winner</source>
        <translation>
            <numerusform>%n s&apos;est terminée sans vainqueur</numerusform>
            <numerusform>%n se sont terminées sans vainqueur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="387"/>
        <source>%n did not end</source>
        <translation>
            <numerusform>%n ne s&apos;est pas terminée</numerusform>
            <numerusform>%n ne se sont pas terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/balance/balancedialog.cpp" line="389"/>
        <source>%n failed with an engine error</source>
        <translation>
            <numerusform>%n a échoué sur une erreur du moteur</numerusform>
            <numerusform>%n ont échoué sur une erreur du moteur</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="394"/>
        <source>Provisional values: %1</source>
        <translation>Valeurs provisoires&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="413"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="426"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="428"/>
        <source>engine error</source>
        <translation>erreur du moteur</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="430"/>
        <source>stopped at the action cap</source>
        <translation>arrêtée au plafond d&apos;actions</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="433"/>
        <source>swapped</source>
        <translation>inversé</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancedialog.cpp" line="433"/>
        <source>as written</source>
        <translation>tel qu&apos;écrit</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="59"/>
        <source>there is no report to save</source>
        <translation>il n&apos;y a aucun rapport à enregistrer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="85"/>
        <source>there is no report to print</source>
        <translation>il n&apos;y a aucun rapport à imprimer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="107"/>
        <source>there is no game %1 in the report</source>
        <translation>il n&apos;y a pas de partie %1 dans le rapport</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="109"/>
        <source>the scenario was closed</source>
        <translation>le scénario a été fermé</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="112"/>
        <source>no engine plays the rules of this scenario</source>
        <translation>aucun moteur ne joue les règles de ce scénario</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="120"/>
        <source>the scenario cannot be played: %1</source>
        <translation>le scénario ne peut pas être joué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="125"/>
        <source>game %1 cannot be played again</source>
        <translation>la partie %1 ne peut pas être rejouée</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="127"/>
        <source>game %1 (seed %2)</source>
        <translation>partie %1 (graine %2)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="139"/>
        <source>Open Game</source>
        <translation>Ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="140"/>
        <source>This game cannot be replayed.

%1</source>
        <translation>Cette partie ne peut pas être rejouée.

%1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="150"/>
        <location filename="../editor/balance/balancefiles.cpp" line="160"/>
        <source>Save Balance Report</source>
        <translation>Enregistrer le rapport d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="152"/>
        <location filename="../editor/balance/balancefiles.cpp" line="168"/>
        <source>Balance reports (*.json)</source>
        <translation>Rapports d&apos;équilibre (*.json)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="161"/>
        <location filename="../editor/balance/balancefiles.cpp" line="191"/>
        <source>Could not write %1.

%2</source>
        <translation>Impossible d&apos;écrire %1.

%2</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="166"/>
        <location filename="../editor/balance/balancefiles.cpp" line="174"/>
        <source>Open Balance Report</source>
        <translation>Ouvrir un rapport d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="175"/>
        <source>This file is not a balance report Hexwright can read.

%1</source>
        <translation>Ce fichier n&apos;est pas un rapport d&apos;équilibre que Hexwright sait lire.

%1</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="180"/>
        <location filename="../editor/balance/balancefiles.cpp" line="190"/>
        <source>Export Balance Report</source>
        <translation>Exporter le rapport d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="182"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="208"/>
        <source>&amp;Balance Report...</source>
        <translation>Rapport d&apos;é&amp;quilibre...</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="211"/>
        <source>Play the scenario as it stands many times with computer players: who wins how often, how long games last, which units matter</source>
        <translation>Jouer le scénario tel quel de nombreuses fois avec des joueurs ordinateur&#xa0;: qui gagne et à quelle fréquence, combien de temps durent les parties, quelles unités comptent</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="220"/>
        <source>The scenario has no sides to play yet</source>
        <translation>Le scénario n&apos;a encore aucun camp à jouer</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="240"/>
        <source>No engine plays the rules of %1 yet: no balance report</source>
        <translation>Aucun moteur ne joue encore les règles de %1&#xa0;: pas de rapport d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancefiles.cpp" line="242"/>
        <source>Balance report: many computer games of the scenario (%1)</source>
        <translation>Rapport d&apos;équilibre&#xa0;: de nombreuses parties du scénario jouées par l&apos;ordinateur (%1)</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceHeatMapView</name>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="95"/>
        <source>Heat map of where games were decided</source>
        <translation>Carte de chaleur des lieux où les parties se sont décidées</translation>
    </message>
    <message>
        <location filename="../editor/balance/balancechartsview.cpp" line="130"/>
        <source>Run the games to see where they were decided.</source>
        <translation>Lancez les parties pour voir où elles se sont décidées.</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceReport</name>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="28"/>
        <source>%1 wins %2 % ± %3 %</source>
        <translation>%1 gagne %2 % ± %3 %</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="37"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="51"/>
        <source>No game was won: no verdict</source>
        <translation>Aucune partie n&apos;a été gagnée&#xa0;: pas de verdict</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="71"/>
        <source>Within the noise: balanced (%1)</source>
        <translation>Dans le bruit&#xa0;: équilibré (%1)</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="78"/>
        <source>%1: favours %2</source>
        <translation>%1&#xa0;: favorise %2</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="176"/>
        <source>First player: not applicable: %1</source>
        <translation>Premier joueur&#xa0;: sans objet&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="179"/>
        <source>First player: no game with the order swapped was won</source>
        <translation>Premier joueur&#xa0;: aucune partie avec l&apos;ordre inversé n&apos;a été gagnée</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="184"/>
        <source>moving first is an advantage</source>
        <translation>jouer en premier est un avantage</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="186"/>
        <source>moving second is an advantage</source>
        <translation>jouer en second est un avantage</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="188"/>
        <source>no first-player effect beyond the noise</source>
        <translation>aucun effet du premier joueur au-delà du bruit</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="189"/>
        <source>First player: whoever moves first wins %1 % ± %2 % of the %3 decided games (%4 moving first: %5 of %6 games won; %7 moving first: %8 of %9): %10</source>
        <translation>Premier joueur&#xa0;: celui qui joue en premier gagne %1 % ± %2 % des %3 parties décidées (%4 jouant en premier&#xa0;: %5 parties gagnées sur %6&#x202f;; %7 jouant en premier&#xa0;: %8 sur %9)&#xa0;: %10</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="206"/>
        <source>%1: %n game(s) (seed %2, agents %3)</source>
        <translation>
            <numerusform>%1&#xa0;: %n partie (graine %2, agents %3)</numerusform>
            <numerusform>%1&#xa0;: %n parties (graine %2, agents %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="211"/>
        <source>, %n more with the first player swapped</source>
        <translation>
            <numerusform>, %n de plus avec le premier joueur inversé</numerusform>
            <numerusform>, %n de plus avec le premier joueur inversé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="213"/>
        <source>, cancelled after %n game(s)</source>
        <translation>
            <numerusform>, annulé après %n partie</numerusform>
            <numerusform>, annulé après %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="217"/>
        <source>  %1: wins %2 % (95 % interval %3-%4 %), draws %5, mean losses %6</source>
        <translation>  %1&#xa0;: victoires %2 % (intervalle à 95 % %3-%4 %), nuls %5, pertes moyennes %6</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="230"/>
        <source>  length: mean %1 turns, %2 to %3</source>
        <translation>  durée&#xa0;: %1 tours en moyenne, de %2 à %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="236"/>
        <source>  unfinished: %n game(s)</source>
        <translation>
            <numerusform>  inachevées&#xa0;: %n partie</numerusform>
            <numerusform>  inachevées&#xa0;: %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/balance/balancereport.cpp" line="238"/>
        <source>  engine errors: %n game(s)</source>
        <translation>
            <numerusform>  erreurs du moteur&#xa0;: %n partie</numerusform>
            <numerusform>  erreurs du moteur&#xa0;: %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="239"/>
        <source>Verdict: %1</source>
        <translation>Verdict&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereport.cpp" line="242"/>
        <source>Provisional values: %1</source>
        <translation>Valeurs provisoires&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../model/balance/balancereportio.cpp" line="415"/>
        <source>not a balance report</source>
        <translation>pas un rapport d&apos;équilibre</translation>
    </message>
</context>
<context>
    <name>hexwright::BalanceRun</name>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="50"/>
        <source>chart %1</source>
        <translation>tableau %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="64"/>
        <source>the number of games must be at least 1</source>
        <translation>le nombre de parties doit être d&apos;au moins 1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="72"/>
        <source>unknown agent &quot;%1&quot; (known: %2)</source>
        <translation>agent inconnu «&#xa0;%1&#xa0;» (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="82"/>
        <location filename="../validation/balance/balancerun.cpp" line="219"/>
        <source>the scenario cannot be played: %1</source>
        <translation>le scénario ne peut pas être joué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="86"/>
        <source>no games with the first player swapped were asked for</source>
        <translation>aucune partie avec le premier joueur inversé n&apos;a été demandée</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="213"/>
        <source>the report has no game %1</source>
        <translation>le rapport n&apos;a pas de partie %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="226"/>
        <source>the first player can no longer be swapped: %1</source>
        <translation>le premier joueur ne peut plus être inversé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../validation/balance/balancerun.cpp" line="233"/>
        <source>unknown agent &quot;%1&quot;</source>
        <translation>agent inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>hexwright::BoxDrawTool</name>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="42"/>
        <source>Draw &amp;Ellipse</source>
        <translation>Dessiner une &amp;ellipse</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="42"/>
        <source>Draw &amp;Rectangle</source>
        <translation>Dessiner un &amp;rectangle</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="53"/>
        <source>Drag across the table to draw an elliptical terrain piece</source>
        <translation>Faites glisser sur la table pour dessiner un élément de décor elliptique</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="54"/>
        <source>Drag across the table to draw a rectangular terrain piece</source>
        <translation>Faites glisser sur la table pour dessiner un élément de décor rectangulaire</translation>
    </message>
</context>
<context>
    <name>hexwright::BrushTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="57"/>
        <source>&amp;Brush</source>
        <translation>Pin&amp;ceau</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="61"/>
        <source>Paint the current terrain by dragging; right button erases paint, Alt+click picks the terrain under the cursor</source>
        <translation>Peindre le terrain actuel en faisant glisser&#x202f;; le bouton droit efface la peinture, Alt+clic prélève le terrain sous le curseur</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="133"/>
        <source>Erase paint</source>
        <translation>Effacer la peinture</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="134"/>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
</context>
<context>
    <name>hexwright::Chart</name>
    <message>
        <location filename="../model/ruleset/chartprint.cpp" line="38"/>
        <source>%1 provisional: our value, not the book&apos;s (Scenario &gt; Ruleset Charts... takes the printed one).</source>
        <translation>%1 provisoire&#xa0;: notre valeur, pas celle des règles (Scénario &gt; Tableaux des règles... prend la valeur imprimée).</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="44"/>
        <location filename="../model/ruleset/charttable.cpp" line="192"/>
        <source>%1 lies outside %2..%3</source>
        <translation>%1 est hors de %2..%3</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="59"/>
        <source>%1 overlaps %2 at %3 in %4</source>
        <translation>%1 chevauche %2 à %3 dans %4</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="80"/>
        <source>%1 leaves %2 uncovered (needs %3..%4 with no gap)</source>
        <translation>%1 laisse %2 non couvert (il faut %3..%4 sans trou)</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="205"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="207"/>
        <source>a range such as 2-4</source>
        <translation>une plage comme 2-4</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="208"/>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <location filename="../model/ruleset/charttable.cpp" line="211"/>
        <source>&apos;%1&apos; is not %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas %2</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartEdits</name>
    <message>
        <location filename="../editor/charts/chartedits.cpp" line="27"/>
        <source>Edit %1, %2 of %3</source>
        <translation>Modifier %1, %2 sur %3</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartedits.cpp" line="47"/>
        <source>Revert to bundled values</source>
        <translation>Revenir aux valeurs fournies</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartTableModel</name>
    <message>
        <location filename="../editor/charts/charttablemodel.cpp" line="122"/>
        <source>Provisional: our value, not the book&apos;s. Type the printed value to replace it.</source>
        <translation>Provisoire&#xa0;: notre valeur, pas celle des règles. Saisissez la valeur imprimée pour la remplacer.</translation>
    </message>
    <message>
        <location filename="../editor/charts/charttablemodel.cpp" line="124"/>
        <source>The book&apos;s value, or one you typed.</source>
        <translation>La valeur des règles, ou une valeur que vous avez saisie.</translation>
    </message>
</context>
<context>
    <name>hexwright::ChartsDialog</name>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="45"/>
        <source>%1 (provisional)</source>
        <translation>%1 (provisoire)</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="63"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="64"/>
        <source>Revert to &amp;Bundled Values</source>
        <translation>Revenir aux valeurs &amp;fournies</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="67"/>
        <source>Ruleset Charts: %1</source>
        <translation>Tableaux des règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="70"/>
        <source>Charts</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="81"/>
        <source>Chart values</source>
        <translation>Valeurs du tableau</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="92"/>
        <source>provisional: our values, not the book&apos;s. Type the printed value over one to make it yours.</source>
        <translation>provisoire&#xa0;: nos valeurs, pas celles des règles. Saisissez la valeur imprimée par-dessus pour qu&apos;elle devienne la vôtre.</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="98"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="101"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="116"/>
        <source>Save your values as your own chart file, read over the bundled values whenever this ruleset loads</source>
        <translation>Enregistrer vos valeurs dans votre propre fichier de tableaux, lu par-dessus les valeurs fournies chaque fois que ces règles sont chargées</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="118"/>
        <source>Put every chart back to the values that come with Hexwright (undoable; Save to keep it)</source>
        <translation>Remettre chaque tableau aux valeurs fournies avec Hexwright (annulable&#x202f;; Enregistrer pour le conserver)</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="188"/>
        <source>this ruleset reads no chart values of your own</source>
        <translation>ces règles ne lisent aucune valeur de tableau personnelle</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="191"/>
        <source>could not write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="194"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="203"/>
        <source>Saved: the bundled values apply.</source>
        <translation>Enregistré&#xa0;: les valeurs fournies s&apos;appliquent.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/charts/chartsdialog.cpp" line="204"/>
        <source>Saved %n value(s) of your own to %1.</source>
        <translation>
            <numerusform>%n valeur personnelle enregistrée dans %1.</numerusform>
            <numerusform>%n valeurs personnelles enregistrées dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="213"/>
        <source>Save the chart values you changed?</source>
        <translation>Enregistrer les valeurs de tableau que vous avez modifiées&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="231"/>
        <source>Hexwright has no user data folder to save your values in</source>
        <translation>Hexwright n&apos;a pas de dossier de données utilisateur où enregistrer vos valeurs</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="242"/>
        <source>Every value passes the chart&apos;s checks.</source>
        <translation>Chaque valeur passe les vérifications du tableau.</translation>
    </message>
    <message>
        <location filename="../editor/charts/chartsdialog.cpp" line="247"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>hexwright::ConditionForm</name>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="114"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="115"/>
        <source>Kind: %1, id: %2</source>
        <translation>Type&#xa0;: %1, identifiant&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="133"/>
        <source>An optional part of the condition: check it to use it</source>
        <translation>Une partie facultative de la condition&#xa0;: cochez-la pour l&apos;utiliser</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="151"/>
        <source>The condition in words (required)</source>
        <translation>La condition en toutes lettres (obligatoire)</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="152"/>
        <source>Optional: how the scenario words it</source>
        <translation>Facultatif&#xa0;: comment le scénario la formule</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="206"/>
        <source>The game ends when this condition holds, or after turn %1 (Game length, in the schedule).</source>
        <translation>La partie se termine quand cette condition est remplie, ou après le tour %1 (Durée de la partie, dans le calendrier).</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="210"/>
        <source>The game ends when this condition holds (Game length, in the schedule).</source>
        <translation>La partie se termine quand cette condition est remplie (Durée de la partie, dans le calendrier).</translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="238"/>
        <source>Edit Victory Condition</source>
        <translation>Modifier la condition de victoire</translation>
    </message>
</context>
<context>
    <name>hexwright::CrucibleFamilyEngine</name>
    <message>
        <location filename="../validation/families/crucible/play/cruciblegamesession.cpp" line="316"/>
        <source>the order of movement is rolled off every turn</source>
        <translation>l&apos;ordre de mouvement est tiré aux dés à chaque tour</translation>
    </message>
</context>
<context>
    <name>hexwright::CruciblePlaytest</name>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="30"/>
        <source>Leadership Points and provisional values</source>
        <translation>Points de commandement et valeurs provisoires</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="58"/>
        <source>Leadership Points of %1 this turn:</source>
        <translation>Points de commandement de %1 ce tour :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="61"/>
        <source>  %1: %2 LP</source>
        <translation>  %1 : %2 LP</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="66"/>
        <source>%1: its next move costs %2 LP (1-2-4)</source>
        <translation>%1 : son prochain mouvement coûte %2 LP (1-2-4)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="67"/>
        <source>%1 has made its three moves</source>
        <translation>%1 a effectué ses trois mouvements</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="71"/>
        <source>Provisional: the core book is lost, so these values are Hexwright&apos;s (edit them in Scenario &gt; Ruleset Charts):</source>
        <translation>Provisoire : le livre de base est perdu, ces valeurs sont donc celles de Hexwright (modifiez-les dans Scénario &gt; Tables du jeu de règles) :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="128"/>
        <source> (step %1)</source>
        <translation> (étape %1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="134"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/crucibleplaytest.cpp" line="135"/>
        <source>Click a TU to list its orders; double-click an order to give it; End Phase when done.</source>
        <translation>Cliquez sur une TU pour lister ses ordres ; double-cliquez sur un ordre pour le donner ; Fin de phase une fois terminé.</translation>
    </message>
</context>
<context>
    <name>hexwright::Curtain</name>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="21"/>
        <source>Curtain between players</source>
        <translation>Rideau entre les joueurs</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="41"/>
        <source>Show the board</source>
        <translation>Montrer le plateau</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="60"/>
        <source>Pass to %1</source>
        <translation>Passer à %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="62"/>
        <source>I am %1: show the board</source>
        <translation>Je suis %1&#xa0;: montrer le plateau</translation>
    </message>
    <message>
        <location filename="../editor/playtest/curtain.cpp" line="63"/>
        <source>Show the board to %1 (%2)</source>
        <translation>Montrer le plateau à %1 (%2)</translation>
    </message>
</context>
<context>
    <name>hexwright::DeploymentTool</name>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="52"/>
        <source>&amp;Deployment Areas</source>
        <translation>Zones de &amp;déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="57"/>
        <source>Click near a table edge for a band, or drag a rectangle or click a polygon, as the chosen side&apos;s deployment area; drag an area to move it</source>
        <translation>Cliquez près d&apos;un bord de table pour une bande, ou faites glisser un rectangle ou cliquez un polygone, comme zone de déploiement du camp choisi&#x202f;; faites glisser une zone pour la déplacer</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="116"/>
        <source>Give %1 to Side &apos;%2&apos;</source>
        <translation>Donner %1 au camp «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="174"/>
        <source>Deployment Area &apos;%1&apos;</source>
        <translation>Zone de déploiement «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="191"/>
        <source>Add a side first: a deployment area belongs to a side.</source>
        <translation>Ajoutez d&apos;abord un camp&#xa0;: une zone de déploiement appartient à un camp.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="208"/>
        <location filename="../editor/table/deploymenttool.cpp" line="224"/>
        <location filename="../editor/table/deploymenttool.cpp" line="340"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="215"/>
        <source>A polygon needs at least three corners.</source>
        <translation>Un polygone a besoin d&apos;au moins trois sommets.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="232"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="246"/>
        <source>Add the sides first: each gets its deployment area.</source>
        <translation>Ajoutez d&apos;abord les camps&#xa0;: chacun reçoit sa zone de déploiement.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="247"/>
        <source>The rules of %1 give no standard deployment areas.</source>
        <translation>Les règles de %1 ne donnent pas de zones de déploiement standard.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="253"/>
        <location filename="../editor/table/deploymenttool.cpp" line="259"/>
        <source>Standard Deployment</source>
        <translation>Déploiement standard</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="254"/>
        <source>Replace the table&apos;s deployment areas by the %1 the rules give? A side&apos;s first area keeps its name.</source>
        <translation>Remplacer les zones de déploiement de la table par les %1 que donnent les règles&#x202f;? La première zone d&apos;un camp garde son nom.</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="326"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="463"/>
        <source>Standard &amp;Deployment</source>
        <translation>&amp;Déploiement standard</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="465"/>
        <source>Give every side the deployment area the game&apos;s rules give it, replacing the areas</source>
        <translation>Donner à chaque camp la zone de déploiement que lui attribuent les règles du jeu, en remplaçant les zones</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="470"/>
        <source>Add Deployment &amp;Band</source>
        <translation>Ajouter une &amp;bande de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="472"/>
        <source>Give the chosen side a band of the chosen depth along the chosen table edge</source>
        <translation>Donner au camp choisi une bande de la profondeur choisie le long du bord de table choisi</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="485"/>
        <source>Side of the deployment area</source>
        <translation>Camp de la zone de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="486"/>
        <source>The side new deployment areas belong to; with an area selected, the side it belongs to</source>
        <translation>Le camp auquel appartiennent les nouvelles zones de déploiement&#x202f;; avec une zone sélectionnée, le camp auquel elle appartient</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="490"/>
        <source>Deployment area shape</source>
        <translation>Forme de la zone de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="491"/>
        <source>What a click on the table makes</source>
        <translation>Ce que crée un clic sur la table</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="492"/>
        <source>Band along an edge</source>
        <translation>Bande le long d&apos;un bord</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="493"/>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="494"/>
        <source>Polygon</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="497"/>
        <source>Table edge of the band</source>
        <translation>Bord de table de la bande</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="498"/>
        <source>The table edge Add Deployment Band uses</source>
        <translation>Le bord de table qu&apos;utilise Ajouter une bande de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="499"/>
        <source>North edge</source>
        <translation>Bord nord</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="500"/>
        <source>East edge</source>
        <translation>Bord est</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="501"/>
        <source>South edge</source>
        <translation>Bord sud</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="502"/>
        <source>West edge</source>
        <translation>Bord ouest</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="505"/>
        <source>Depth of the band</source>
        <translation>Profondeur de la bande</translation>
    </message>
    <message>
        <location filename="../editor/table/deploymenttool.cpp" line="506"/>
        <source>How far into the table a band reaches (the rules&apos; distance by default)</source>
        <translation>Jusqu&apos;où une bande s&apos;étend dans la table (la distance des règles par défaut)</translation>
    </message>
</context>
<context>
    <name>hexwright::DesignWorkbench</name>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="45"/>
        <source>Vehicle Designs - %1</source>
        <translation>Conceptions de véhicules - %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="51"/>
        <location filename="../editor/families/striker/designworkbench.cpp" line="54"/>
        <source>Designs</source>
        <translation>Conceptions</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="57"/>
        <source>&amp;New</source>
        <translation>&amp;Nouvelle</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="59"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="61"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="76"/>
        <source>Design</source>
        <translation>Conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="79"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="90"/>
        <source>Change Design Id</source>
        <translation>Changer l&apos;identifiant de la conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="92"/>
        <source>&amp;Id:</source>
        <translation>&amp;Identifiant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="94"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="96"/>
        <source>Rename Design</source>
        <translation>Renommer la conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="99"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="104"/>
        <source>Tech level</source>
        <translation>Niveau technologique</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="105"/>
        <source>Change Tech Level</source>
        <translation>Changer le niveau technologique</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="107"/>
        <source>&amp;Tech level:</source>
        <translation>Niveau &amp;technologique&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="112"/>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="113"/>
        <source>Change Race</source>
        <translation>Changer la race</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="114"/>
        <source>R&amp;ace:</source>
        <translation>R&amp;ace&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="115"/>
        <source>Twelve times the crew space (K&apos;kree)</source>
        <translation>Douze fois l&apos;espace d&apos;équipage (K&apos;kree)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="117"/>
        <source>Change Crew Space</source>
        <translation>Changer l&apos;espace d&apos;équipage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="124"/>
        <source>Chassis and locomotion</source>
        <translation>Châssis et locomotion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="130"/>
        <source>Locomotion</source>
        <translation>Locomotion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="131"/>
        <source>Change Locomotion</source>
        <translation>Changer la locomotion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="133"/>
        <source>&amp;Locomotion:</source>
        <translation>&amp;Locomotion&#xa0;:</translation>
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
        <translation>Volume du châssis</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="136"/>
        <source>Change Chassis Volume</source>
        <translation>Changer le volume du châssis</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="138"/>
        <source>Chassis &amp;volume:</source>
        <translation>&amp;Volume du châssis&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="140"/>
        <source>Ground pressure</source>
        <translation>Pression au sol</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="141"/>
        <source>Change Ground Pressure</source>
        <translation>Changer la pression au sol</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="143"/>
        <source>&amp;Ground pressure:</source>
        <translation>&amp;Pression au sol&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="144"/>
        <source>Amphibious</source>
        <translation>Amphibie</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="146"/>
        <source>Change Amphibious</source>
        <translation>Changer Amphibie</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="148"/>
        <source>Open-topped</source>
        <translation>Toit ouvert</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="150"/>
        <source>Change Open-Topped</source>
        <translation>Changer Toit ouvert</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="152"/>
        <source>Purpose-built ferry</source>
        <translation>Bac dédié</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="154"/>
        <source>Change Ferry</source>
        <translation>Changer Bac</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="161"/>
        <source> m²</source>
        <translation> m²</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="162"/>
        <source>Ferry deck</source>
        <translation>Pont du bac</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="163"/>
        <source>Change Deck Area</source>
        <translation>Changer la surface du pont</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="165"/>
        <source>Ferry &amp;deck (L × W):</source>
        <translation>Pont du &amp;bac (L × l)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="170"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="176"/>
        <source>Power plant</source>
        <translation>Centrale électrique</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="174"/>
        <source>%1 (breathes air)</source>
        <translation>%1 (aérobie)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="177"/>
        <source>Change Power Plant</source>
        <translation>Changer la centrale électrique</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="179"/>
        <source>&amp;Power plant:</source>
        <translation>&amp;Centrale électrique&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="180"/>
        <source> MW</source>
        <translation> MW</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="181"/>
        <source>Output</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="182"/>
        <source>Change Power Output</source>
        <translation>Changer la puissance</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="184"/>
        <source>&amp;Output:</source>
        <translation>Pu&amp;issance&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="189"/>
        <source>Armour (cm of hard steel)</source>
        <translation>Blindage (cm d&apos;acier dur)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Front</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Side</source>
        <translation>Flanc</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Deck</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="191"/>
        <source>Belly</source>
        <translation>Dessous</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="195"/>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="196"/>
        <source>%1 armour</source>
        <translation>Blindage %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="198"/>
        <source>Change Armour</source>
        <translation>Changer le blindage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="207"/>
        <source>Weapons and mounts</source>
        <translation>Armes et affûts</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="211"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="500"/>
        <source>Mount</source>
        <translation>Affût</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="502"/>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="212"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="530"/>
        <source>Rounds</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="534"/>
        <source>Guidance</source>
        <translation>Guidage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <source>Pilot</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="213"/>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="214"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="553"/>
        <source>Strafing</source>
        <translation>Mitraillage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="220"/>
        <source>Add &amp;Weapon</source>
        <translation>Ajouter une &amp;arme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="292"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="222"/>
        <source>Remove Weapon</source>
        <translation>Supprimer l&apos;arme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="240"/>
        <source>Fire control and computers</source>
        <translation>Conduite de tir et ordinateurs</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="243"/>
        <source>Sensors, ECM and communicators</source>
        <translation>Capteurs, ECM et communicateurs</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="245"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
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
        <translation>%1 à ajouter</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="269"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="270"/>
        <source>Add to %1</source>
        <translation>Ajouter à %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="271"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="272"/>
        <source>Remove from %1</source>
        <translation>Retirer de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="287"/>
        <source>Sealing and life support</source>
        <translation>Étanchéité et support vital</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="289"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="467"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="529"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="290"/>
        <source>Overpressure</source>
        <translation>Surpression</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="291"/>
        <source>Sealed</source>
        <translation>Étanche</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="292"/>
        <source>Sealing</source>
        <translation>Étanchéité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="293"/>
        <source>Change Sealing</source>
        <translation>Changer l&apos;étanchéité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="295"/>
        <source>&amp;Sealing:</source>
        <translation>É&amp;tanchéité&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="296"/>
        <source>Life support</source>
        <translation>Support vital</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="298"/>
        <source>Change Life Support</source>
        <translation>Changer le support vital</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="305"/>
        <source>Crew and cargo</source>
        <translation>Équipage et cargaison</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="308"/>
        <source>Crew</source>
        <translation>Équipage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="309"/>
        <source>Change Crew</source>
        <translation>Changer l&apos;équipage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="311"/>
        <source>&amp;Crew:</source>
        <translation>Équi&amp;page&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="313"/>
        <source>Passengers</source>
        <translation>Passagers</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="314"/>
        <source>Change Passengers</source>
        <translation>Changer les passagers</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="316"/>
        <source>Passen&amp;gers:</source>
        <translation>Passa&amp;gers&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="318"/>
        <source>Cargo space</source>
        <translation>Espace de cargaison</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="319"/>
        <source>Change Cargo Space</source>
        <translation>Changer l&apos;espace de cargaison</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="321"/>
        <source>Cargo s&amp;pace:</source>
        <translation>E&amp;space de cargaison&#xa0;:</translation>
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
        <translation>Cargaison</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="324"/>
        <source>Change Cargo</source>
        <translation>Changer la cargaison</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="326"/>
        <source>Car&amp;go:</source>
        <translation>Car&amp;gaison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="328"/>
        <source>Towed</source>
        <translation>Remorqué</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="329"/>
        <source>Change Towed Weight</source>
        <translation>Changer le poids remorqué</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="331"/>
        <source>&amp;Towed:</source>
        <translation>&amp;Remorqué&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="336"/>
        <source>Designed for and built at</source>
        <translation>Conçu pour et construit à</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="342"/>
        <source>Design atmosphere</source>
        <translation>Atmosphère de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="343"/>
        <source>Change Design Atmosphere</source>
        <translation>Changer l&apos;atmosphère de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="345"/>
        <source>Design &amp;atmosphere:</source>
        <translation>&amp;Atmosphère de conception&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="346"/>
        <source> G</source>
        <translation> G</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="347"/>
        <source>Design gravity</source>
        <translation>Gravité de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="348"/>
        <source>Change Design Gravity</source>
        <translation>Changer la gravité de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="350"/>
        <source>Design &amp;G:</source>
        <translation>&amp;G de conception&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="351"/>
        <source>Where it is used</source>
        <translation>Lieu d&apos;utilisation</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="353"/>
        <source>TL %1</source>
        <translation>TL %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="355"/>
        <source>Built at tech level</source>
        <translation>Construit au niveau technologique</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="356"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="366"/>
        <source>Change Where Built</source>
        <translation>Changer le lieu de construction</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="363"/>
        <source>Starport %1</source>
        <translation>Astroport %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="365"/>
        <source>Built at starport</source>
        <translation>Construit à l&apos;astroport</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="371"/>
        <source>&amp;Bought from:</source>
        <translation>A&amp;cheté à&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="34"/>
        <source>Running totals</source>
        <translation>Totaux courants</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="52"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="53"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="54"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="55"/>
        <source>Maintenance</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="56"/>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="57"/>
        <source>Power/weight</source>
        <translation>Puissance/poids</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="58"/>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="59"/>
        <source>Import price</source>
        <translation>Prix d&apos;importation</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="64"/>
        <source>Book 3 &amp;Charts...</source>
        <translation>&amp;Tableaux de Book 3...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="66"/>
        <source>The provisional values the totals rest on, in the Charts editor: type Book 3&apos;s own if you have it</source>
        <translation>Les valeurs provisoires sur lesquelles reposent les totaux, dans l&apos;éditeur de tableaux&#xa0;: saisissez celles de Book 3 si vous l&apos;avez</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="76"/>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="80"/>
        <source>Design constraints</source>
        <translation>Contraintes de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="126"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="482"/>
        <source>Weapon %1: %2</source>
        <translation>Arme %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="493"/>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="542"/>
        <source>Change Weapon</source>
        <translation>Changer l&apos;arme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="517"/>
        <source>Change Rounds</source>
        <translation>Changer les munitions</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="549"/>
        <source>Pilot-fired</source>
        <translation>Tirée par le pilote</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_form.cpp" line="551"/>
        <source>Worked by the commander</source>
        <translation>Servie par le commandant</translation>
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
        <translation>%1 points&#xa0;: %2 mécaniciens</translation>
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
        <translation>aucun (construit sur le lieu d&apos;utilisation)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="151"/>
        <source>† Provisional: Book 3 (weights, volumes, prices, power, the speed formula) is lost; these totals use our values until you type the book&apos;s in its charts.</source>
        <translation>† Provisoire&#xa0;: Book 3 (poids, volumes, prix, puissance, formule de vitesse) est perdu&#xa0;; ces totaux utilisent nos valeurs jusqu&apos;à ce que vous saisissiez celles du livre dans ses tableaux.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="153"/>
        <source>Every total uses values you entered from Book 3.</source>
        <translation>Chaque total utilise des valeurs que vous avez saisies depuis Book 3.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="156"/>
        <source>No chart row for: %1.</source>
        <translation>Aucune ligne de tableau pour&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="162"/>
        <source>The scenario names no world: the design is checked on its own atmosphere and G.</source>
        <translation>Le scénario ne nomme aucun monde&#xa0;: la conception est vérifiée sur sa propre atmosphère et sa propre G.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="164"/>
        <source>Checked on the scenario&apos;s world: %1 atmosphere%2.</source>
        <translation>Vérifié sur le monde du scénario&#xa0;: atmosphère %1%2.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="168"/>
        <source>, %1 G</source>
        <translation>, %1 G</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="173"/>
        <source>No design: New makes one.</source>
        <translation>Aucune conception&#xa0;: Nouvelle en crée une.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="182"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="183"/>
        <source>%1 (ours)</source>
        <translation>%1 (notre valeur)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="187"/>
        <source>Design constraint %1 of the text. Click to go to the field.</source>
        <translation>Contrainte de conception %1 du texte. Cliquez pour aller au champ.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="189"/>
        <source>Our own check, on the provisional Book 3 values. Click to go to the field.</source>
        <translation>Notre propre vérification, sur les valeurs provisoires de Book 3. Cliquez pour aller au champ.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench_totals.cpp" line="195"/>
        <source>The design meets the 13 design constraints of the text.</source>
        <translation>La conception respecte les 13 contraintes de conception du texte.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="206"/>
        <source>Design %1</source>
        <translation>Conception %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="216"/>
        <source>New Design</source>
        <translation>Nouvelle conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="231"/>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="235"/>
        <source>Duplicate Design</source>
        <translation>Dupliquer la conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="245"/>
        <source>Remove Design</source>
        <translation>Supprimer la conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="256"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="269"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="280"/>
        <source>Add Weapon</source>
        <translation>Ajouter une arme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="302"/>
        <source>Vehicle &amp;Designs...</source>
        <translation>&amp;Conceptions de véhicules...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="305"/>
        <source>Design the scenario&apos;s vehicles: components, running totals and the design constraints</source>
        <translation>Concevoir les véhicules du scénario&#xa0;: composants, totaux courants et contraintes de conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/designworkbench.cpp" line="307"/>
        <source>Open the vehicle design workbench</source>
        <translation>Ouvrir l&apos;atelier de conception de véhicules</translation>
    </message>
</context>
<context>
    <name>hexwright::DetachmentEditor</name>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="49"/>
        <source>Detachments - %1</source>
        <translation>Détachements - %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="52"/>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="91"/>
        <source>%1 ours: the supplement gives no points for the troop classes&apos; leaders or the Elite Skills, nor the new classes&apos; Troop sizes. Type the real values in Scenario &gt; Ruleset Charts or the ruleset.</source>
        <translation>%1 nos valeurs : le supplément ne donne pas de points pour les chefs des classes de troupes ni pour les Compétences d&apos;élite, ni la taille de Troupe des nouvelles classes. Saisissez les vraies valeurs dans Scénario &gt; Tables du jeu de règles ou dans le jeu de règles.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="122"/>
        <source>Detachments and Troops</source>
        <translation>Détachements et Troupes</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="126"/>
        <source>Detachments</source>
        <translation>Détachements</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="134"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="136"/>
        <source>A new detachment of the class chosen beside</source>
        <translation>Un nouveau détachement de la classe choisie à côté</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="137"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="139"/>
        <source>Removes the detachment and its TUs</source>
        <translation>Supprime le détachement et ses TU</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="164"/>
        <source>Detachment</source>
        <translation>Détachement</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="168"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="172"/>
        <source>%1 (%2 TUs)</source>
        <translation>%1 (%2 TU)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="177"/>
        <source>&amp;Troop (optional rule 7.1: half size, led by a Sergeant)</source>
        <translation>&amp;Troupe (règle optionnelle 7.1 : demi-effectif, menée par un sergent)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="180"/>
        <source>&amp;Class:</source>
        <translation>&amp;Classe :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="184"/>
        <source>Not Prime</source>
        <translation>Pas Prime</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="186"/>
        <source>Prime: %1 (%2 points)</source>
        <translation>Prime : %1 (%2 points)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="187"/>
        <source>Prime, without a template</source>
        <translation>Prime, sans modèle</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="188"/>
        <source>&amp;Prime (7.7):</source>
        <translation>&amp;Prime (7.7) :</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="228"/>
        <source>Optional rules of the scenario</source>
        <translation>Règles optionnelles du scénario</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="257"/>
        <source>Checks of the supplement&apos;s force rules</source>
        <translation>Vérifications des règles de force du supplément</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="261"/>
        <source>Force checks</source>
        <translation>Vérifications de force</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="391"/>
        <source>The scenario has no sides.</source>
        <translation>Le scénario n&apos;a aucun camp.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="393"/>
        <source>Force: %1 of %2 points (%3 left)</source>
        <translation>Force : %1 sur %2 points (reste %3)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="397"/>
        <source>Force: %1 of %2 points: over by %3</source>
        <translation>Force : %1 sur %2 points : dépassement de %3</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="402"/>
        <source>Force: %1 points (no budget)</source>
        <translation>Force : %1 points (pas de budget)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="419"/>
        <source>%1 Troop</source>
        <translation>%1 Troupe</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="420"/>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="90"/>
        <source>%1 detachment</source>
        <translation>détachement %1</translation>
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
%2 · %3 sur %4 TU · %5 points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="448"/>
        <source>No detachment: New makes one of the class chosen.</source>
        <translation>Aucun détachement : Nouveau en crée un de la classe choisie.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="463"/>
        <source>not stated</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="469"/>
        <source>Fights as %1 (QR %2+%3), morale as %4, led as %5 (Sergeant LV %6%7). A detachment of %8 TUs, a Troop of %9%10. A Lieutenant or Insurance Sergeant costs %11%12 points.</source>
        <translation>Combat comme %1 (QR %2+%3), moral comme %4, commandé comme %5 (LV du sergent %6%7). Un détachement de %8 TU, une Troupe de %9%10. Un lieutenant ou un Insurance Sergeant coûte %11%12 points.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="484"/>
        <source>The class &apos;%1&apos; is not in the ruleset.</source>
        <translation>La classe « %1 » ne figure pas dans le jeu de règles.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="490"/>
        <source>%1 of %2%3 TUs%4; %5%6 points</source>
        <translation>%1 sur %2%3 TU%4 ; %5%6 points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="492"/>
        <source>at most </source>
        <translation>au plus </translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="498"/>
        <source> (the text&apos;s Prime total: %1)</source>
        <translation> (total Prime du texte : %1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="533"/>
        <source>[%1] Click to go to the detachment and TU it is about.</source>
        <translation>[%1] Cliquez pour aller au détachement et à la TU concernés.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="539"/>
        <source>The forces meet the supplement&apos;s rules: sizes, leaders, Troops, controllers, backup weapons, skills, Prime detachments and totals.</source>
        <translation>Les forces respectent les règles du supplément : effectifs, chefs, Troupes, contrôleurs, armes de secours, compétences, détachements Prime et totaux.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="563"/>
        <source>&amp;Detachments...</source>
        <translation>&amp;Détachements...</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="566"/>
        <source>Build each side&apos;s force as detachments of TUs: classes, leaders, Elite Skills, Prime detachments, optional rules and points</source>
        <translation>Constituer la force de chaque camp en détachements de TU : classes, chefs, Compétences d&apos;élite, détachements Prime, règles optionnelles et points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor.cpp" line="568"/>
        <source>Open the detachment editor</source>
        <translation>Ouvrir l&apos;éditeur de détachements</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="91"/>
        <source>New detachment</source>
        <translation>Nouveau détachement</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="96"/>
        <source>Add detachment %1</source>
        <translation>Ajouter le détachement %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="127"/>
        <source>Remove detachment %1</source>
        <translation>Supprimer le détachement %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="141"/>
        <source>Change %1 of detachment %2</source>
        <translation>Modifier %1 du détachement %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="185"/>
        <source>Add %1 %2 to %3</source>
        <translation>Ajouter %1 %2 à %3</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="202"/>
        <source>Remove TUs %1</source>
        <translation>Supprimer les TU %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="212"/>
        <source>Change the count of %1</source>
        <translation>Modifier le nombre de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="222"/>
        <source>Change %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="283"/>
        <source>%1 rides in %2</source>
        <translation>%1 transporté dans %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_edits.cpp" line="300"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="73"/>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>TUs</source>
        <translation>TU</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="77"/>
        <source>TUs of the detachment</source>
        <translation>TU du détachement</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Backup</source>
        <translation>Secours</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Controlled by</source>
        <translation>Contrôlé par</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="79"/>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="94"/>
        <source>&amp;Add TUs</source>
        <translation>&amp;Ajouter des TU</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="96"/>
        <source>Re&amp;move TUs</source>
        <translation>Supp&amp;rimer des TU</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="124"/>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="128"/>
        <source>Leaders of the detachment</source>
        <translation>Chefs du détachement</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>LV</source>
        <translation>LV</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>LV with skills</source>
        <translation>LV avec compétences</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="130"/>
        <source>Rides in</source>
        <translation>Transporté dans</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="144"/>
        <source>Add &amp;leader</source>
        <translation>Ajouter un &amp;chef</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="146"/>
        <source>A leader of the rank chosen, riding in the TU selected</source>
        <translation>Un chef du grade choisi, transporté dans la TU sélectionnée</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="147"/>
        <source>Remove l&amp;eader</source>
        <translation>Retirer le &amp;chef</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="178"/>
        <source>Elite Skills</source>
        <translation>Compétences d&apos;élite</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="241"/>
        <source>Backup infantry weapons: one per combat car (4.1)</source>
        <translation>Armes d&apos;infanterie de réserve : une par véhicule de combat (4.1)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="274"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="351"/>
        <source>by class</source>
        <translation>par classe</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="352"/>
        <source>The LV as the text gives it; &quot;by class&quot;: the class&apos;s leadership quality&apos;s</source>
        <translation>Le LV tel que le texte le donne ; « par classe » : celui de la qualité de commandement de la classe</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="387"/>
        <source>%1+%2 (%3)</source>
        <translation>%1+%2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="423"/>
        <source> The optional rule Elite Skills is off.</source>
        <translation> La règle optionnelle Compétences d&apos;élite est désactivée.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="425"/>
        <source> In a Prime detachment they are part of its price.</source>
        <translation> Dans un détachement Prime, elles font partie de son prix.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="439"/>
        <source>%1 (force-wide, once), %2 points</source>
        <translation>%1 (pour toute la force, une fois), %2 points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="440"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 points</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="442"/>
        <source>From %1</source>
        <translation>De %1</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="451"/>
        <source>Skills of the TUs %1.</source>
        <translation>Compétences des TU %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="456"/>
        <source> Built in: %1.</source>
        <translation> Intégrées : %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="462"/>
        <source>Select a TU to give it skills.</source>
        <translation>Sélectionnez une TU pour lui donner des compétences.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="471"/>
        <source>Skills of %1.</source>
        <translation>Compétences de %1.</translation>
    </message>
    <message>
        <location filename="../editor/families/crucible/detachmenteditor_tables.cpp" line="475"/>
        <source>Select a leader to give him skills.</source>
        <translation>Sélectionnez un chef pour lui donner des compétences.</translation>
    </message>
</context>
<context>
    <name>hexwright::DocumentKeeper</name>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="45"/>
        <source>Could not autosave a recovery copy: %1</source>
        <translation>Impossible d&apos;enregistrer automatiquement une copie de récupération&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="79"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="139"/>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="80"/>
        <source>%1 was changed by another program since you opened or saved it.
Saving now replaces those changes with yours.</source>
        <translation>%1 a été modifié par un autre programme depuis que vous l&apos;avez ouvert ou enregistré.
Enregistrer maintenant remplace ces modifications par les vôtres.</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="85"/>
        <source>&amp;Overwrite</source>
        <translation>É&amp;craser</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="87"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="151"/>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="141"/>
        <source>%1 was changed by another program, and you have changes that are not saved.
Reload it and lose your changes, keep yours (saving then replaces the other program&apos;s), or save yours as a new file?</source>
        <translation>%1 a été modifié par un autre programme, et vous avez des modifications non enregistrées.
Le recharger et perdre vos modifications, garder les vôtres (l&apos;enregistrement remplacera alors celles de l&apos;autre programme) ou enregistrer les vôtres dans un nouveau fichier&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="146"/>
        <source>%1 was changed by another program.
Reload it?</source>
        <translation>%1 a été modifié par un autre programme.
Le recharger&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="148"/>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="149"/>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Garder les miennes</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="158"/>
        <source>Reloaded %1</source>
        <translation>%1 rechargé</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="170"/>
        <source>File Deleted</source>
        <translation>Fichier supprimé</translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="171"/>
        <source>%1 was deleted or moved by another program.
Your scenario is still open and marked as changed: save it to write the file again.</source>
        <translation>%1 a été supprimé ou déplacé par un autre programme.
Votre scénario est toujours ouvert et marqué comme modifié&#xa0;: enregistrez-le pour réécrire le fichier.</translation>
    </message>
</context>
<context>
    <name>hexwright::EditorContext</name>
    <message>
        <location filename="../editor/editorcontext.cpp" line="140"/>
        <source>Works on hex maps only: this scenario is played on a table.</source>
        <translation>Ne fonctionne que sur les cartes à hexagones&#xa0;: ce scénario se joue sur une table.</translation>
    </message>
    <message>
        <location filename="../editor/editorcontext.cpp" line="144"/>
        <source>Works on tables only: open or create a scenario played on a table.</source>
        <translation>Ne fonctionne que sur les tables&#xa0;: ouvrez ou créez un scénario joué sur une table.</translation>
    </message>
</context>
<context>
    <name>hexwright::EntryOverlay</name>
    <message>
        <location filename="../editor/schedule/entryoverlay.cpp" line="66"/>
        <source>Road</source>
        <translation>Route</translation>
    </message>
</context>
<context>
    <name>hexwright::EyedropperTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="336"/>
        <source>&amp;Eyedropper</source>
        <translation>&amp;Pipette</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="340"/>
        <source>Click a hex to paint with its terrain (Alt+click does the same in the brush, line and fill tools)</source>
        <translation>Cliquez sur un hexagone pour peindre avec son terrain (Alt+clic fait de même avec le pinceau, la ligne et le remplissage)</translation>
    </message>
</context>
<context>
    <name>hexwright::FamilyEngine</name>
    <message numerus="yes">
        <location filename="../validation/engine/firstplayer.cpp" line="35"/>
        <source>the scenario has %n player(s), not two</source>
        <translation>
            <numerusform>le scénario a %n joueur, pas deux</numerusform>
            <numerusform>le scénario a %n joueurs, pas deux</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../validation/engine/firstplayer.cpp" line="45"/>
        <source>both players have the same move order</source>
        <translation>les deux joueurs ont le même ordre de mouvement</translation>
    </message>
</context>
<context>
    <name>hexwright::FillTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="244"/>
        <source>&amp;Fill</source>
        <translation>&amp;Remplir</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="248"/>
        <source>Click a hex to give its connected area of the same terrain the current terrain</source>
        <translation>Cliquez sur un hexagone pour donner le terrain actuel à sa zone contiguë de même terrain</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="286"/>
        <source>Erase paint in an area</source>
        <translation>Effacer la peinture d&apos;une zone</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="287"/>
        <source>Fill with %1</source>
        <translation>Remplir de %1</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="288"/>
        <source>Nothing to fill: the area has that terrain already</source>
        <translation>Rien à remplir&#xa0;: la zone a déjà ce terrain</translation>
    </message>
</context>
<context>
    <name>hexwright::HeightTool</name>
    <message>
        <location filename="../editor/hexsides/heighttool.cpp" line="22"/>
        <source>H&amp;eights</source>
        <translation>Ha&amp;uteurs</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/heighttool.cpp" line="27"/>
        <source>Click or drag over hexes to give them the height chosen in the Hexsides dock; the right button or Shift sets them back to 0</source>
        <translation>Cliquez ou faites glisser sur des hexagones pour leur donner la hauteur choisie dans le panneau Côtés d&apos;hexagone&#x202f;; le bouton droit ou Maj les remet à 0</translation>
    </message>
</context>
<context>
    <name>hexwright::HexsideDock</name>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="52"/>
        <source>Does not block line of sight.</source>
        <translation>Ne bloque pas la ligne de vue.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="55"/>
        <source>Blocks line of sight.</source>
        <translation>Bloque la ligne de vue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/hexsides/hexsidedock.cpp" line="58"/>
        <source>Blocks line of sight unless the viewer or the target stands %n above its lower hex.</source>
        <translation>
            <numerusform>Bloque la ligne de vue sauf si l&apos;observateur ou la cible se trouve %n au-dessus de son hexagone le plus bas.</numerusform>
            <numerusform>Bloque la ligne de vue sauf si l&apos;observateur ou la cible se trouve %n au-dessus de son hexagone le plus bas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="66"/>
        <source>%1: cannot cross.</source>
        <translation>%1&#xa0;: infranchissable.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="68"/>
        <source>%1: +%2 to cross.</source>
        <translation>%1&#xa0;: +%2 pour franchir.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="71"/>
        <source>Attack (%1): %2</source>
        <translation>Attaque (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="78"/>
        <source>Hexsides</source>
        <translation>Côtés d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="88"/>
        <source>Hexside types</source>
        <translation>Types de côtés d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="96"/>
        <source>Height the height tool gives</source>
        <translation>Hauteur donnée par l&apos;outil de hauteur</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="97"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="99"/>
        <source>Hexsides tool (W): click a side or drag along sides; right button or Shift erases. Heights tool (T): click or drag over hexes.</source>
        <translation>Outil Côtés d&apos;hexagone (W)&#xa0;: cliquez sur un côté ou faites glisser le long des côtés&#x202f;; le bouton droit ou Maj efface. Outil Hauteurs (T)&#xa0;: cliquez ou faites glisser sur des hexagones.</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidedock.cpp" line="125"/>
        <source>The ruleset defines no hexside types</source>
        <translation>Les règles ne définissent aucun type de côté d&apos;hexagone</translation>
    </message>
</context>
<context>
    <name>hexwright::HexsideTool</name>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="34"/>
        <source>&amp;Hexsides</source>
        <translation>&amp;Côtés d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="39"/>
        <source>Click a hex side or drag along sides to paint the hexside type chosen in the Hexsides dock; the right button or Shift erases</source>
        <translation>Cliquez sur un côté d&apos;hexagone ou faites glisser le long des côtés pour peindre le type de côté choisi dans le panneau Côtés d&apos;hexagone&#x202f;; le bouton droit ou Maj efface</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="49"/>
        <source>Hexsides (W)</source>
        <translation>Côtés d&apos;hexagone (W)</translation>
    </message>
    <message>
        <location filename="../editor/hexsides/hexsidetool.cpp" line="50"/>
        <source>The ruleset defines no hexside types (ridges, walls, rivers)</source>
        <translation>Les règles ne définissent aucun type de côté d&apos;hexagone (crêtes, murs, rivières)</translation>
    </message>
</context>
<context>
    <name>hexwright::HiddenPage</name>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="100"/>
        <source>Hidden units</source>
        <translation>Unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="105"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="107"/>
        <source>Hide units in a zone, found by a die roll (scenario 6&apos;s partisans)</source>
        <translation>Cacher des unités dans une zone, découvertes par un jet de dé (les partisans du scénario 6)</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="109"/>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="125"/>
        <source>&amp;Side:</source>
        <translation>&amp;Camp&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="128"/>
        <source>&amp;Colour:</source>
        <translation>C&amp;ouleur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="131"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="134"/>
        <source>Searched hex by hex: the zone is tinted on the map</source>
        <translation>Fouillée hexagone par hexagone&#xa0;: la zone est teintée sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="135"/>
        <source>&amp;Zone:</source>
        <translation>&amp;Zone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="138"/>
        <source>Units found by each roll</source>
        <translation>Unités découvertes à chaque jet</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Units found</source>
        <translation>Unités découvertes</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 1</source>
        <translation>Jet 1</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 2</source>
        <translation>Jet 2</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 3</source>
        <translation>Jet 3</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 4</source>
        <translation>Jet 4</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 5</source>
        <translation>Jet 5</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>Roll 6</source>
        <translation>Jet 6</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="143"/>
        <source>1d6 is rolled when an enemy unit first enters a hex of the zone: this many units are found there</source>
        <translation>On lance 1d6 quand une unité ennemie entre pour la première fois dans un hexagone de la zone&#xa0;: autant d&apos;unités y sont découvertes</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="149"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="161"/>
        <source>Found:</source>
        <translation>Découvertes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="164"/>
        <source>Optional, e.g. found when a Red unit enters a forest hex</source>
        <translation>Facultatif, p. ex. découvertes quand une unité rouge entre dans un hexagone de forêt</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="165"/>
        <source>&amp;Note:</source>
        <translation>&amp;Note&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="264"/>
        <source>Add Hidden Units</source>
        <translation>Ajouter des unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="285"/>
        <source>Remove Hidden Units</source>
        <translation>Supprimer des unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="316"/>
        <source>%1: %2 %3 in %4</source>
        <translation>%1&#xa0;: %2 %3 dans %4</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="335"/>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="337"/>
        <source>Hidden units need a side and a zone to hide in: add them first.</source>
        <translation>Les unités cachées ont besoin d&apos;un camp et d&apos;une zone où se cacher&#xa0;: ajoutez-les d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="340"/>
        <source>No hidden units. Add some to hide units in a zone until an enemy unit finds them by a die roll.</source>
        <translation>Aucune unité cachée. Ajoutez-en pour cacher des unités dans une zone jusqu&apos;à ce qu&apos;une unité ennemie les découvre par un jet de dé.</translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="427"/>
        <source>Edit Hidden Units</source>
        <translation>Modifier les unités cachées</translation>
    </message>
</context>
<context>
    <name>hexwright::HighContrast</name>
    <message>
        <location filename="../editor/shell/highcontrast.cpp" line="122"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Haut contraste</translation>
    </message>
    <message>
        <location filename="../editor/shell/highcontrast.cpp" line="127"/>
        <source>White and yellow on black, with thick black hex outlines on the map</source>
        <translation>Blanc et jaune sur noir, avec d&apos;épais contours noirs autour des hexagones de la carte</translation>
    </message>
</context>
<context>
    <name>hexwright::HsPlaytest</name>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="29"/>
        <source>&amp;Fire</source>
        <translation>&amp;Tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="32"/>
        <source>Roll the dice for the attack shown in the Orders dock</source>
        <translation>Lancer les dés pour l&apos;attaque affichée dans le panneau Ordres</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="59"/>
        <source> (ECM answer)</source>
        <translation> (réponse ECM)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="61"/>
        <source> (counter-artillery fire)</source>
        <translation> (tir de contre-batterie)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="84"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="95"/>
        <source>at %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="97"/>
        <source>disrupted</source>
        <translation>désorganisée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="99"/>
        <source>on skimmers</source>
        <translation>sur skimmers</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="101"/>
        <source>carried by %1</source>
        <translation>transportée par %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="103"/>
        <source>carrying %1</source>
        <translation>transporte %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="105"/>
        <source>towing %1</source>
        <translation>remorque %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="107"/>
        <source>towed by %1</source>
        <translation>remorquée par %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="109"/>
        <source>in a fortress</source>
        <translation>dans une forteresse</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="111"/>
        <source>has attacked</source>
        <translation>a attaqué</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="113"/>
        <source>jammed</source>
        <translation>brouillée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="115"/>
        <source>%1 MF left</source>
        <translation>%1 PM restants</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="117"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Attack %2 · Defence %3 · Range %4 · Movement %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Attaque %2 · Défense %3 · Portée %4 · Mouvement %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="129"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="131"/>
        <source>Answer the announced attack: jam its units with your ECM tanks, or not.</source>
        <translation>Répondez à l&apos;attaque annoncée&#xa0;: brouillez ou non ses unités avec vos chars ECM.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="133"/>
        <source>Assign counter-artillery fire in the Orders dock, or end the phase to let the strike fall.</source>
        <translation>Assignez le tir de contre-batterie dans le panneau Ordres, ou terminez la phase pour laisser tomber la frappe.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="136"/>
        <source>Disrupted units may try to rally: choose them in the Orders dock.</source>
        <translation>Les unités désorganisées peuvent tenter de se rallier&#xa0;: choisissez-les dans le panneau Ordres.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="138"/>
        <source>Select a waiting paratrooper in the Units dock, then click its drop zone.</source>
        <translation>Sélectionnez un parachutiste en attente dans le panneau Unités, puis cliquez sur sa zone de largage.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="140"/>
        <source>Fire at the paratroopers that landed from the Orders dock.</source>
        <translation>Tirez sur les parachutistes qui ont atterri depuis le panneau Ordres.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="142"/>
        <source>Select a unit (or a whole stack: All of Mine Here), then click a highlighted hex (its cost shown) to move there; Shift+click moves onto your own units. Reinforcements: select them in the Units dock, then click an entry hex.</source>
        <translation>Sélectionnez une unité (ou toute une pile&#xa0;: Mes unités ici), puis cliquez sur un hexagone en surbrillance (son coût affiché) pour vous y déplacer&#x202f;; Maj+clic déplace sur vos propres unités. Renforts&#xa0;: sélectionnez-les dans le panneau Unités, puis cliquez sur un hexagone d&apos;entrée.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="146"/>
        <source>Select artillery (Ctrl+click adds more), click the target hex, check the odds, then Fire.</source>
        <translation>Sélectionnez l&apos;artillerie (Ctrl+clic en ajoute), cliquez sur l&apos;hexagone cible, vérifiez le rapport, puis Tirer.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="149"/>
        <source>Select attackers (Ctrl+click adds more), click the target hex, check the odds and chances, then Fire.</source>
        <translation>Sélectionnez les attaquants (Ctrl+clic en ajoute), cliquez sur l&apos;hexagone cible, vérifiez le rapport et les chances, puis Tirer.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="152"/>
        <source>Resolve each close assault from the Orders dock.</source>
        <translation>Résolvez chaque assaut rapproché depuis le panneau Ordres.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="170"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="177"/>
        <source>indirect fire</source>
        <translation>tir indirect</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="179"/>
        <source>gas</source>
        <translation>gaz</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="181"/>
        <source>direct fire</source>
        <translation>tir direct</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="183"/>
        <source>close assault</source>
        <translation>assaut rapproché</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="184"/>
        <source>%1 takes %2 from %3 (roll %4)</source>
        <translation>%1 subit %2 par %3 (jet %4)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="188"/>
        <source>%1 is eliminated</source>
        <translation>%1 est éliminée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="190"/>
        <source>%1 is withdrawn</source>
        <translation>%1 se retire</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="192"/>
        <source>%1 is rubble now (roll %2)</source>
        <translation>%1 est désormais en décombres (jet %2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="197"/>
        <source>%1 lands in %2 and is lost</source>
        <translation>%1 atterrit en %2 et est perdue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="198"/>
        <source>%1 lands in %2</source>
        <translation>%1 atterrit en %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="202"/>
        <source>Counter-artillery fire cancels %1; no counter still fires</source>
        <translation>Le tir de contre-batterie annule %1&#x202f;; plus aucun pion ne tire</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="203"/>
        <source>Counter-artillery fire cancels %1; %2 still fire</source>
        <translation>Le tir de contre-batterie annule %1&#x202f;; %2 tirent encore</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="205"/>
        <source>The observer %1 is jammed; %2 lose their observer</source>
        <translation>L&apos;observateur %1 est brouillé&#x202f;; %2 perdent leur observateur</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="209"/>
        <source>The strike of %1 on %2 is called off</source>
        <translation>La frappe de %1 sur %2 est annulée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="212"/>
        <source>The attack of %1 on %2 is called off</source>
        <translation>L&apos;attaque de %1 sur %2 est annulée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="215"/>
        <source>%1 enters the fortress at %2</source>
        <translation>%1 entre dans la forteresse en %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="216"/>
        <source>%1 leaves the fortress at %2</source>
        <translation>%1 quitte la forteresse en %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="218"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="221"/>
        <source>%1 sits out the close assault in %2</source>
        <translation>%1 ne prend pas part à l&apos;assaut rapproché en %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="385"/>
        <source>Select attackers and click a target hex first</source>
        <translation>Sélectionnez d&apos;abord des attaquants et cliquez sur un hexagone cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="411"/>
        <source>No enemy unit chosen as a target</source>
        <translation>Aucune unité ennemie choisie comme cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="119"/>
        <source>%1 cannot go on to %2</source>
        <translation>%1 ne peut pas continuer jusqu&apos;en %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="126"/>
        <source>%n unit(s) of the stack moved to %1; then: %2</source>
        <translation>
            <numerusform>%n unité de la pile s&apos;est déplacée en %1&#x202f;; puis&#xa0;: %2</numerusform>
            <numerusform>%n unités de la pile se sont déplacées en %1&#x202f;; puis&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="131"/>
        <source>The stack of %n unit(s) moved to %1</source>
        <translation>
            <numerusform>La pile de %n unité s&apos;est déplacée en %1</numerusform>
            <numerusform>La pile de %n unités s&apos;est déplacée en %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="144"/>
        <source> - disrupted</source>
        <translation> – désorganisée</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="159"/>
        <source>All %n of Mine Here</source>
        <translation>
            <numerusform>Mon unité ici (%n)</numerusform>
            <numerusform>Mes %n unités ici</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="54"/>
        <source>Attackers and targets</source>
        <translation>Attaquants et cibles</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="55"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="264"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="57"/>
        <source>Untick attackers or targets to leave them out of the attack</source>
        <translation>Décochez des attaquants ou des cibles pour les exclure de l&apos;attaque</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="93"/>
        <source>Fire &amp;gas</source>
        <translation>Tirer du &amp;gaz</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="121"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="267"/>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="139"/>
        <source>Select attackers, then click the target hex.</source>
        <translation>Sélectionnez des attaquants, puis cliquez sur l&apos;hexagone cible.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="151"/>
        <source>Gas: each of the %n counter(s) rolls on the gas table against each unit in %1 (no odds, terrain or defence; CAF may cancel counters)</source>
        <translation>
            <numerusform>Gaz&#xa0;: le pion (%n) lance les dés sur la table des gaz contre chaque unité en %1 (ni rapport, ni terrain, ni défense&#x202f;; le TCB peut annuler des pions)</numerusform>
            <numerusform>Gaz&#xa0;: chacun des %n pions lance les dés sur la table des gaz contre chaque unité en %1 (ni rapport, ni terrain, ni défense&#x202f;; le TCB peut annuler des pions)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="175"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="177"/>
        <source>below the table</source>
        <translation>sous la table</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="95"/>
        <source>A unit bought with gas chooses gas or a normal attack each time it fires, direct or indirect: each gas counter rolls on the gas table against each unit attacked (§3.12)</source>
        <translation>Une unité achetée avec du gaz choisit entre le gaz et une attaque normale chaque fois qu&apos;elle tire, en direct ou en indirect&#xa0;: chaque pion de gaz lance les dés sur la table des gaz contre chaque unité attaquée (§3.12)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="115"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="116"/>
        <source>Results: %1</source>
        <translation>Résultats&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="155"/>
        <source>Gas fired direct: each of the %n counter(s) rolls on the gas table against each ticked target in %1 (no odds, terrain or defence)</source>
        <translation>
            <numerusform>Gaz en tir direct&#xa0;: le pion (%n) lance les dés sur la table des gaz contre chaque cible cochée en %1 (ni rapport, ni terrain, ni défense)</numerusform>
            <numerusform>Gaz en tir direct&#xa0;: chacun des %n pions lance les dés sur la table des gaz contre chaque cible cochée en %1 (ni rapport, ni terrain, ni défense)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="170"/>
        <source>Attack %1 against the hex&apos;s indirect-fire defence %2 (the terrain of the hex; the units&apos; own defence does not count): class B %3 (column %4), class A %5 (column %6)</source>
        <translation>Attaque %1 contre la défense de l&apos;hexagone face au tir indirect %2 (le terrain de l&apos;hexagone&#x202f;; la défense propre des unités ne compte pas)&#xa0;: classe B %3 (colonne %4), classe A %5 (colonne %6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="180"/>
        <source>Attack %1 against defence %2: the defence of the %n target(s) added (%3) and the terrain of the hex once (%4). Odds %5, CRT column %6</source>
        <translation>
            <numerusform>Attaque %1 contre défense %2&#xa0;: la défense de %n cible (%3) plus une fois le terrain de l&apos;hexagone (%4). Rapport %5, colonne %6 de la table des résultats de combat</numerusform>
            <numerusform>Attaque %1 contre défense %2&#xa0;: les défenses des %n cibles additionnées (%3) plus une fois le terrain de l&apos;hexagone (%4). Rapport %5, colonne %6 de la table des résultats de combat</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="188"/>
        <source>%1, below the table</source>
        <translation>%1, sous la table</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="205"/>
        <source>Class B: %1
Class A: %2</source>
        <translation>Classe B&#xa0;: %1
Classe A&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="207"/>
        <source>Chances: %1</source>
        <translation>Chances&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="219"/>
        <source>&lt;br&gt;and %n more selected</source>
        <translation>
            <numerusform>&lt;br&gt;et %n autre sélectionnée</numerusform>
            <numerusform>&lt;br&gt;et %n autres sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="221"/>
        <source>&lt;i&gt;Click a unit on the map to see its factors and status.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Cliquez sur une unité de la carte pour voir ses facteurs et son état.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="228"/>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="229"/>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="245"/>
        <source>%1 (half)</source>
        <translation>%1 (moitié)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="254"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="368"/>
        <source>D %1</source>
        <translation>D %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Close assault</source>
        <translation>Assaut rapproché</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Odds</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="263"/>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="267"/>
        <source>Resolve Close Assault</source>
        <translation>Résoudre l&apos;assaut rapproché</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="315"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="316"/>
        <source>No close assault to fight</source>
        <translation>Aucun assaut rapproché à livrer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="332"/>
        <source>Close assault in %1</source>
        <translation>Assaut rapproché en %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="343"/>
        <source>no target</source>
        <translation>aucune cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="344"/>
        <source>%1, below 1-4</source>
        <translation>%1, sous 1-4</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="348"/>
        <source>Attack %1 (%2)</source>
        <translation>Attaque %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="350"/>
        <source>Right-click an attacker to attack alone or join another attack</source>
        <translation>Clic droit sur un attaquant pour qu&apos;il attaque seul ou rejoigne une autre attaque</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="357"/>
        <source> (disrupted)</source>
        <translation> (désorganisée)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="367"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="376"/>
        <source>Attack %1: tick at least one target</source>
        <translation>Attaque %1&#xa0;: cochez au moins une cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="381"/>
        <source>Attack %1: %2 against %3 = %4, column %5%6: %7</source>
        <translation>Attaque %1&#xa0;: %2 contre %3 = %4, colonne %5%6&#xa0;: %7</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="387"/>
        <source> (shifted +%1)</source>
        <translation> (décalée de +%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="392"/>
        <source>Every unit in %1 must attack; each attack picks one, some or all enemy units. Untick targets; right-click an attacker to attack alone or join another attack.</source>
        <translation>Chaque unité en %1 doit attaquer&#x202f;; chaque attaque choisit une, plusieurs ou toutes les unités ennemies. Décochez des cibles&#x202f;; clic droit sur un attaquant pour qu&apos;il attaque seul ou rejoigne une autre attaque.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="437"/>
        <source>Attack &amp;Alone</source>
        <translation>Attaquer &amp;seul</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="444"/>
        <source>&amp;Join Attack %1</source>
        <translation>&amp;Rejoindre l&apos;attaque %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="448"/>
        <source>&amp;Default Attacks</source>
        <translation>Attaques par &amp;défaut</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="477"/>
        <source>%1: ECM</source>
        <translation>%1&#xa0;: ECM</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="478"/>
        <source>%1: Counter-Artillery Fire</source>
        <translation>%1&#xa0;: tir de contre-batterie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="482"/>
        <source>%1 announces an attack on %2 by %3. Jam units of it with your ECM tanks: a jammed unit attacks alone and cannot observe.</source>
        <translation>%1 annonce une attaque contre %2 par %3. Brouillez-en des unités avec vos chars ECM&#xa0;: une unité brouillée attaque seule et ne peut pas observer.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="486"/>
        <source>%1 shells %2 with %3. Each of your CAF units may cancel one artillery counter.</source>
        <translation>%1 pilonne %2 avec %3. Chacune de vos unités de TCB peut annuler un pion d&apos;artillerie.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="498"/>
        <source>Do not jam</source>
        <translation>Ne pas brouiller</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="498"/>
        <source>Do not fire</source>
        <translation>Ne pas tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="501"/>
        <source>Jam %1</source>
        <translation>Brouiller %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="502"/>
        <source>Cancel %1</source>
        <translation>Annuler %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="509"/>
        <source>Jam</source>
        <translation>Brouiller</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="509"/>
        <source>Fire CAF</source>
        <translation>Tirer en TCB</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="510"/>
        <source>No Jamming</source>
        <translation>Pas de brouillage</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="510"/>
        <source>No CAF</source>
        <translation>Pas de TCB</translation>
    </message>
</context>
<context>
    <name>hexwright::HwFamilyEngine</name>
    <message>
        <location filename="../validation/families/hammer-wars/play/hwgamesession.cpp" line="418"/>
        <source>the players roll off for who goes first (rule option first_player)</source>
        <translation>les joueurs lancent les dés pour savoir qui commence (option de règle first_player)</translation>
    </message>
</context>
<context>
    <name>hexwright::HwLosTool</name>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="79"/>
        <source>Line of &amp;Sight</source>
        <translation>Ligne de &amp;vue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="83"/>
        <source>Drag from a unit or point to another: green where the line is clear, red where a solid piece or a unit blocks it, and the target&apos;s cover</source>
        <translation>Faites glisser d&apos;une unité ou d&apos;un point à un autre&#xa0;: vert là où la ligne est dégagée, rouge là où un élément plein ou une unité la bloque, et le couvert de la cible</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="150"/>
        <source>Blocked by %1</source>
        <translation>Bloquée par %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="150"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="158"/>
        <source>Clear; target not in cover</source>
        <translation>Dégagée&#x202f;; cible à découvert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="162"/>
        <source>Clear; target partly hidden by %1: %2 to hit</source>
        <translation>Dégagée&#x202f;; cible en partie cachée par %1&#xa0;: %2 pour toucher</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="163"/>
        <source>Clear; target in cover (%1): %2 to hit</source>
        <translation>Dégagée&#x202f;; cible à couvert (%1)&#xa0;: %2 pour toucher</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwlostool.cpp" line="165"/>
        <source>; the firer ignores cover</source>
        <translation>&#x202f;; le tireur ignore le couvert</translation>
    </message>
</context>
<context>
    <name>hexwright::HwPlaytest</name>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="29"/>
        <source>&amp;Fire</source>
        <translation>&amp;Tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="32"/>
        <source>Roll the attack shown in the Orders dock: shooting, or melee in base contact</source>
        <translation>Lancer l&apos;attaque affichée dans le panneau Ordres&#xa0;: tir, ou mêlée au contact socle à socle</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="36"/>
        <source>&amp;Hold</source>
        <translation>T&amp;enir</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="39"/>
        <source>The selected unit takes its action without moving</source>
        <translation>L&apos;unité sélectionnée effectue son action sans se déplacer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="43"/>
        <source>&amp;Declare Goal</source>
        <translation>&amp;Déclarer la mission</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="46"/>
        <source>Declare your secret goal openly, where the goal allows it (Deception, Duty)</source>
        <translation>Déclarer ouvertement votre mission secrète, si la mission le permet (Deception, Duty)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="188"/>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="191"/>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="210"/>
        <source>no unit is selected</source>
        <translation>aucune unité n&apos;est sélectionnée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="200"/>
        <source>Cannot move %1 there: %2</source>
        <translation>Impossible de déplacer %1 à cet endroit&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="209"/>
        <source>Select one of your units first</source>
        <translation>Sélectionnez d&apos;abord une de vos unités</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="221"/>
        <source>Select one of your units and click an enemy first</source>
        <translation>Sélectionnez d&apos;abord une de vos unités et cliquez sur un ennemi</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="222"/>
        <source>no attack is prepared</source>
        <translation>aucune attaque n&apos;est préparée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="234"/>
        <source>the unit has no attack line</source>
        <translation>l&apos;unité n&apos;a aucune ligne d&apos;attaque</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="236"/>
        <source>Cannot attack: %1</source>
        <translation>Impossible d&apos;attaquer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="343"/>
        <source> (%1 pts, %2 xp)</source>
        <translation> (%1 pts, %2 xp)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="348"/>
        <source>Buy models in the Orders dock (a click buys one), then drag each from the Set-up tray into the lit area of the table, or select it and click a point there; then End Deployment.</source>
        <translation>Achetez des figurines dans le panneau Ordres (un clic en achète une), puis faites glisser chacune depuis le bac de déploiement dans la zone éclairée de la table, ou sélectionnez-la et cliquez sur un point de cette zone&#x202f;; puis Terminer le déploiement.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="356"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="360"/>
        <source>Click one of your units: its card, and the areas it may Walk (green) and Run (orange) to.</source>
        <translation>Cliquez sur une de vos unités&#xa0;: sa carte, et les zones qu&apos;elle peut atteindre en Marche (vert) et en Course (orange).</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="363"/>
        <source>Click a point in the shaded area to move there (Walk or Run by the distance, or tick Run), Hold to stay, or click an enemy to see the odds of an attack.</source>
        <translation>Cliquez sur un point de la zone ombrée pour vous y déplacer (Marche ou Course selon la distance, ou cochez Course), Tenir pour rester, ou cliquez sur un ennemi pour voir les chances d&apos;une attaque.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="365"/>
        <source>Click an enemy: the line of sight and the odds of each attack line; then Fire (F). End Phase when every unit has acted.</source>
        <translation>Cliquez sur un ennemi&#xa0;: la ligne de vue et les chances de chaque ligne d&apos;attaque&#x202f;; puis Tirer (F). Terminer la phase quand chaque unité a agi.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="405"/>
        <source>%1 is bought (%2 pts, %3 xp left)</source>
        <translation>%1 est acheté (reste %2 pts, %3 xp)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="410"/>
        <source>%1 is placed at %2</source>
        <translation>%1 est placé à %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="412"/>
        <source>%1 was not placed and goes back to the pool</source>
        <translation>%1 n&apos;a pas été placé et retourne dans la réserve</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="414"/>
        <source>%1 loses %n li(fe/ves)</source>
        <translation>
            <numerusform>%1 perd %n vie</numerusform>
            <numerusform>%1 perd %n vies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="415"/>
        <source>, %n left</source>
        <translation>
            <numerusform>, %n restante</numerusform>
            <numerusform>, %n restantes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="417"/>
        <source>%1 is killed and goes back to the pool</source>
        <translation>%1 est éliminé et retourne dans la réserve</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="419"/>
        <source>%1 moves through dangerous terrain (%2)</source>
        <translation>%1 traverse un terrain dangereux (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="421"/>
        <source>%1 goes first; %2</source>
        <translation>%1 joue en premier&#x202f;; %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="424"/>
        <source>for going first</source>
        <translation>pour avoir joué en premier</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="425"/>
        <source>at the end of the round</source>
        <translation>à la fin de la manche</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="426"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="427"/>
        <source>%1&apos;s morale drops by %2 %3, to %4</source>
        <translation>Le moral de %1 baisse de %2 %3, jusqu&apos;à %4</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="435"/>
        <source>the enemy&apos;s morale reached 0</source>
        <translation>le moral ennemi a atteint 0</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="436"/>
        <source>goal %1</source>
        <translation>mission %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="437"/>
        <source>%1 scores %2 VP (%3), %4 in all</source>
        <translation>%1 marque %2 PV (%3), %4 au total</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="444"/>
        <source>%1&apos;s goal %2 is achieved</source>
        <translation>La mission %2 de %1 est accomplie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="445"/>
        <source>%1&apos;s goal %2 is not achieved</source>
        <translation>La mission %2 de %1 n&apos;est pas accomplie</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="448"/>
        <source>%1 declares the goal %2</source>
        <translation>%1 déclare la mission %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="449"/>
        <source>%1 declares the goal %2 at objective %3</source>
        <translation>%1 déclare la mission %2 sur l&apos;objectif %3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="456"/>
        <source>%1 %2 VP</source>
        <translation>%1 %2 PV</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="458"/>
        <source>The game ends in a draw: %1</source>
        <translation>La partie se termine par un match nul&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="459"/>
        <source>The game ends, %1 wins: %2</source>
        <translation>La partie se termine, %1 gagne&#xa0;: %2</translation>
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
            <numerusform>Une position installée à la main, manche %1&#xa0;: %n figurine sur la table</numerusform>
            <numerusform>Une position installée à la main, manche %1&#xa0;: %n figurines sur la table</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="486"/>
        <source>buys %1 from the pool</source>
        <translation>achète %1 dans la réserve</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="489"/>
        <source>places %1 at %2</source>
        <translation>place %1 à %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="491"/>
        <source>places every bought model left</source>
        <translation>place toutes les figurines achetées restantes</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="496"/>
        <source>%1 walks to %2</source>
        <translation>%1 marche jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="497"/>
        <source>%1 runs to %2</source>
        <translation>%1 court jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="498"/>
        <source>%1 holds</source>
        <translation>%1 tient sa position</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="500"/>
        <source>%1 attacks %2 with line %3</source>
        <translation>%1 attaque %2 avec la ligne %3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="504"/>
        <source>%1 sends an Energy Pulse from %2 to %3</source>
        <translation>%1 envoie une Impulsion d&apos;énergie de %2 à %3</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="508"/>
        <source>%1 hits and runs to %2</source>
        <translation>%1 frappe et court jusqu&apos;à %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="510"/>
        <source>%1 chains an attack on %2</source>
        <translation>%1 enchaîne une attaque sur %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="513"/>
        <source>declares the goal openly</source>
        <translation>déclare ouvertement la mission</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="515"/>
        <source>ends the %1 phase</source>
        <translation>termine la phase %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytest.cpp" line="521"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="47"/>
        <source>%1 sees %2: check the odds, then Fire</source>
        <translation>%1 voit %2&#xa0;: vérifiez les chances, puis Tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="49"/>
        <source>%1 does not see %2</source>
        <translation>%1 ne voit pas %2</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="92"/>
        <source>%1: no move there (%2)</source>
        <translation>%1&#xa0;: pas de mouvement à cet endroit (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="94"/>
        <source>Walk %1: click to move</source>
        <translation>Marche %1&#xa0;: cliquez pour vous déplacer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestinput.cpp" line="96"/>
        <source>Run %1: click to move (no shooting after a Run)</source>
        <translation>Course %1&#xa0;: cliquez pour vous déplacer (pas de tir après une Course)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="51"/>
        <source>Models to buy</source>
        <translation>Figurines à acheter</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="52"/>
        <source>In pool</source>
        <translation>En réserve</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="53"/>
        <source>Click a model to buy it from the pool; then place it from the Deployment tray</source>
        <translation>Cliquez sur une figurine pour l&apos;acheter dans la réserve&#x202f;; puis placez-la depuis le bac de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="68"/>
        <source>&amp;Run</source>
        <translation>&amp;Course</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="70"/>
        <source>Move with a Run whatever the distance (else a click within the Walk&apos;s reach walks)</source>
        <translation>Se déplacer en Course quelle que soit la distance (sinon un clic à portée de Marche fait marcher)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="74"/>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="84"/>
        <source>Attack lines and their odds</source>
        <translation>Lignes d&apos;attaque et leurs chances</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Hits on</source>
        <translation>Touche sur</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Cover / open</source>
        <translation>Couvert / découvert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="86"/>
        <source>Lives</source>
        <translation>Vies</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="88"/>
        <source>Each attack line against the target: the chance per die (a natural 6 always hits), as it would be in cover and in the open, and the lives the target is expected to lose. Select a line to roll it.</source>
        <translation>Chaque ligne d&apos;attaque contre la cible&#xa0;: la chance par dé (un 6 naturel touche toujours), à couvert et à découvert, et les vies que la cible devrait perdre. Sélectionnez une ligne pour la lancer.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="99"/>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="287"/>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="106"/>
        <source>Declare Goal</source>
        <translation>Déclarer la mission</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="142"/>
        <source>&lt;b&gt;%1&lt;/b&gt; buys: %2 pts and %3 xp left.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; achète&#xa0;: reste %2 pts et %3 xp.</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="172"/>
        <source>%1 pts, %2 xp</source>
        <translation>%1 pts, %2 xp</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="173"/>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="180"/>
        <source>Click to buy one</source>
        <translation>Cliquez pour en acheter une</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="181"/>
        <source>Not affordable now, or none left in the pool</source>
        <translation>Trop cher pour l&apos;instant, ou plus aucune dans la réserve</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="199"/>
        <source>%1: %2+</source>
        <translation>%1&#xa0;: %2+</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="200"/>
        <source>Line %1: %2 dice%3 (%4)%5</source>
        <translation>Ligne %1&#xa0;: %2 dés%3 (%4)%5</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="203"/>
        <source>, blast</source>
        <translation>, explosion</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="204"/>
        <source> - used</source>
        <translation> - utilisée</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="207"/>
        <source>has acted (%1)</source>
        <translation>a agi (%1)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="207"/>
        <source>may act</source>
        <translation>peut agir</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="208"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Move %3 · Range %4 · Armour %5 · Lives %6 of %7&lt;br&gt;%8&lt;br&gt;%9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Mouvement %3 · Portée %4 · Blindage %5 · Vies %6 sur %7&lt;br&gt;%8&lt;br&gt;%9</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="222"/>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;La partie est terminée.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="227"/>
        <source>Click one of your units on the table. Morale %1 · %2 VP</source>
        <translation>Cliquez sur une de vos unités sur la table. Moral %1 · %2 PV</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="245"/>
        <source>Click an enemy to prepare an attack.</source>
        <translation>Cliquez sur un ennemi pour préparer une attaque.</translation>
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
        <translation>Peut attaquer maintenant</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="276"/>
        <source>%1 → %2: %3 apart, %4%5</source>
        <translation>%1 → %2&#xa0;: à %3 l&apos;un de l&apos;autre, %4%5</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="279"/>
        <source>in sight</source>
        <translation>en vue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="279"/>
        <source>out of sight</source>
        <translation>hors de vue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="280"/>
        <source>, in base contact (melee)</source>
        <translation>, au contact socle à socle (mêlée)</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="282"/>
        <source>; the target is in cover</source>
        <translation>&#x202f;; la cible est à couvert</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="284"/>
        <source>. No line may attack: %1</source>
        <translation>. Aucune ligne ne peut attaquer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/families/hammer-wars/hwplaytestpanel.cpp" line="287"/>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
</context>
<context>
    <name>hexwright::ImageExportDialog</name>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="36"/>
        <source>Export Map as PNG</source>
        <translation>Exporter la carte en PNG</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="36"/>
        <source>Export Map as SVG</source>
        <translation>Exporter la carte en SVG</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="42"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="43"/>
        <source>Hex size across the flats when printed; the book&apos;s map has 16 mm</source>
        <translation>Taille d&apos;un hexagone entre côtés une fois imprimé&#x202f;; la carte des règles en a 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="47"/>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="48"/>
        <source>Dots per inch when printed at that hex size</source>
        <translation>Points par pouce une fois imprimé à cette taille d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="52"/>
        <source>&amp;Hex size:</source>
        <translation>&amp;Taille d&apos;hexagone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="54"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Résolution&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="57"/>
        <source>Image size:</source>
        <translation>Taille de l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="57"/>
        <source>Printed size:</source>
        <translation>Taille imprimée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="58"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="119"/>
        <source>%1 x %2 pixels (%3 megapixels)</source>
        <translation>%1 x %2 pixels (%3 mégapixels)</translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="123"/>
        <source>%1: too large, lower the resolution</source>
        <translation>%1&#xa0;: trop grand, baissez la résolution</translation>
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
        <translation>Sélection au l&amp;asso</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="100"/>
        <source>Draw round the hexes to select; Shift adds, Ctrl takes away</source>
        <translation>Entourez les hexagones à sélectionner&#x202f;; Maj ajoute, Ctrl retire</translation>
    </message>
</context>
<context>
    <name>hexwright::LayoutDialog</name>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="39"/>
        <source>Lay Out Panels</source>
        <translation>Disposer les sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="42"/>
        <source>Type the panels row by row, north first, as the scenario prints its layout: &lt;b&gt;A B / 4 3 / F E&lt;/b&gt;, or one row per line. In the line form, two spaces before a row shift it east by one panel, as the book indents its grids. &lt;b&gt;.&lt;/b&gt; leaves a slot empty, &lt;b&gt;3r&lt;/b&gt; turns panel 3 round. Panels: %1. %2 lays them out.</source>
        <translation>Saisissez les sections rangée par rangée, le nord d&apos;abord, comme le scénario imprime sa disposition&#xa0;: &lt;b&gt;A B / 4 3 / F E&lt;/b&gt;, ou une rangée par ligne. Dans la forme en lignes, deux espaces avant une rangée la décalent d&apos;une section vers l&apos;est, comme les règles décalent leurs grilles. &lt;b&gt;.&lt;/b&gt; laisse un emplacement vide, &lt;b&gt;3r&lt;/b&gt; retourne la section 3. Sections&#xa0;: %1. %2 les dispose.</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="56"/>
        <source>A B / 4 3 / F E</source>
        <translation>A B / 4 3 / F E</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="85"/>
        <source>Lay Out</source>
        <translation>Disposer</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="151"/>
        <source>1 panel</source>
        <translation>1 section</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="151"/>
        <source>%1 panels</source>
        <translation>%1 sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="152"/>
        <source>%1, %2 x %3 hexes, %4 playable</source>
        <translation>%1, %2 x %3 hexagones, %4 jouables</translation>
    </message>
</context>
<context>
    <name>hexwright::LineTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="153"/>
        <source>&amp;Line</source>
        <translation>&amp;Ligne</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="157"/>
        <source>Drag from hex to hex to paint a straight line with the brush; the right button erases paint along it</source>
        <translation>Faites glisser d&apos;hexagone en hexagone pour peindre une ligne droite au pinceau&#x202f;; le bouton droit efface la peinture le long de celle-ci</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="209"/>
        <source>Erase paint along a line</source>
        <translation>Effacer la peinture le long d&apos;une ligne</translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="210"/>
        <source>Paint a line of %1</source>
        <translation>Peindre une ligne de %1</translation>
    </message>
</context>
<context>
    <name>hexwright::LosTool</name>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="17"/>
        <source>Line of &amp;Sight</source>
        <translation>Ligne de &amp;vue</translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="21"/>
        <source>Click a firer&apos;s hex, then a target&apos;s: every hex the line crosses with its LOS value, and the verdict</source>
        <translation>Cliquez sur l&apos;hexagone du tireur, puis sur celui de la cible&#xa0;: chaque hexagone traversé par la ligne avec sa valeur de ligne de vue, et le verdict</translation>
    </message>
</context>
<context>
    <name>hexwright::MainWindow</name>
    <message>
        <location filename="../editor/mainwindow.cpp" line="112"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="117"/>
        <source>Language, table units, paper, hex size and autosave</source>
        <translation>Langue, unité de longueur de la table, papier, taille d&apos;hexagone et enregistrement automatique</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="135"/>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="176"/>
        <source>&amp;New...</source>
        <translation>&amp;Nouveau...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="178"/>
        <source>Start a blank scenario for a ruleset</source>
        <translation>Commencer un scénario vierge pour des règles</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="181"/>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="184"/>
        <source>Open a scenario file</source>
        <translation>Ouvrir un fichier de scénario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="187"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="193"/>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="198"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="201"/>
        <source>Close the scenario</source>
        <translation>Fermer le scénario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="204"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="210"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="214"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="219"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="226"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="231"/>
        <source>&amp;Fit Map</source>
        <translation>Ajuster la &amp;carte</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="233"/>
        <source>Zoom so that the whole map fits the window</source>
        <translation>Zoomer pour que toute la carte tienne dans la fenêtre</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="237"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="239"/>
        <source>Show the map at its printed size (100 %)</source>
        <translation>Afficher la carte à sa taille imprimée (100 %)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="243"/>
        <source>&amp;About Hexwright</source>
        <translation>À &amp;propos de Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="261"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="266"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="277"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="283"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="293"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="295"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="297"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="300"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="307"/>
        <source>Main Tool Bar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="322"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="333"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="336"/>
        <source>Edit history</source>
        <translation>Historique des modifications</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="337"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="353"/>
        <source>%1 is already open</source>
        <translation>%1 est déjà ouvert</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="373"/>
        <source>Could not read %1: see Problems</source>
        <translation>Impossible de lire %1&#xa0;: voir Problèmes</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="374"/>
        <source>Could not open %1: %n error(s), see Problems</source>
        <translation>
            <numerusform>Impossible d&apos;ouvrir %1&#xa0;: %n erreur, voir Problèmes</numerusform>
            <numerusform>Impossible d&apos;ouvrir %1&#xa0;: %n erreurs, voir Problèmes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="383"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="418"/>
        <source>Recovered the unsaved changes of %1: check them and save</source>
        <translation>Les modifications non enregistrées de %1 ont été récupérées&#xa0;: vérifiez-les et enregistrez</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="440"/>
        <source>Cannot start a scenario for ruleset %1</source>
        <translation>Impossible de commencer un scénario pour les règles %1</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="447"/>
        <source>New scenario: draw terrain pieces with the Tools, or drag them from the Piece Library dock</source>
        <translation>Nouveau scénario&#xa0;: dessinez des éléments de décor avec les outils, ou faites-les glisser depuis le panneau Bibliothèque d&apos;éléments</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="449"/>
        <source>New scenario: drag panels from the Panels dock onto the map, or type a layout with Map &gt; Lay Out Panels...</source>
        <translation>Nouveau scénario&#xa0;: faites glisser des sections depuis le panneau Sections sur la carte, ou saisissez une disposition avec Carte &gt; Disposer les sections...</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="479"/>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="480"/>
        <source>Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>Scénarios Hexwright (*.scenario.yaml);;Fichiers YAML (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="516"/>
        <source>Save Scenario As</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="517"/>
        <source>Hexwright scenarios (*.scenario.yaml)</source>
        <translation>Scénarios Hexwright (*.scenario.yaml)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="534"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="535"/>
        <source>Save Scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="536"/>
        <source>Could not save %1:
%2

The file on disk was not changed and your changes are still open. Free some space, or save them somewhere else with Save As.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;:
%2

Le fichier sur le disque n&apos;a pas été modifié et vos modifications sont toujours ouvertes. Libérez de la place, ou enregistrez-les ailleurs avec Enregistrer sous.</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="545"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="564"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="565"/>
        <source>%1 has changes that are not saved.
Save them before closing it?</source>
        <translation>%1 a des modifications non enregistrées.
Les enregistrer avant de le fermer&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="597"/>
        <source>About Hexwright</source>
        <translation>À propos de Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="598"/>
        <source>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;A scenario editor and map designer for hex wargames.&lt;/p&gt;&lt;p&gt;First ruleset: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;Un éditeur de scénarios et concepteur de cartes pour wargames à hexagones.&lt;/p&gt;&lt;p&gt;Premières règles&#xa0;: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="654"/>
        <source>Hexwright</source>
        <translation>Hexwright</translation>
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
        <translation>&amp;Vider la liste</translation>
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
        <translation>%1 %2 (section %3)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="737"/>
        <source>%1 %2 (panel %3, half hex: not playable)</source>
        <translation>%1 %2 (section %3, demi-hexagone&#xa0;: non jouable)</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="746"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="757"/>
        <source> (+%1 more)</source>
        <translation> (+%1 autres)</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="74"/>
        <source>Open &amp;Sample</source>
        <translation>Ouvrir un e&amp;xemple</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="77"/>
        <source>Open a scenario of the book that comes with Hexwright</source>
        <translation>Ouvrir un scénario des règles fourni avec Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="84"/>
        <source>Open a copy of the sample scenario &quot;%1&quot;; saving asks where to</source>
        <translation>Ouvrir une copie du scénario d&apos;exemple «&#xa0;%1&#xa0;»&#x202f;; l&apos;enregistrement demande où</translation>
    </message>
</context>
<context>
    <name>hexwright::MakPlaytest</name>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="51"/>
        <source>&lt;b&gt;The charts are provisional.&lt;/b&gt; The book&apos;s charts are lost: this game plays on our values (terrain, range, armour endurance, victory points...) until you type the printed ones in Scenario &amp;gt; Ruleset Charts...</source>
        <translation>&lt;b&gt;Les tableaux sont provisoires.&lt;/b&gt; Les tableaux du livre sont perdus&#xa0;: cette partie se joue sur nos valeurs (terrain, portée, endurance du blindage, points de victoire...) jusqu&apos;à ce que vous saisissiez les valeurs imprimées dans Scénario &amp;gt; Tableaux des règles...</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="65"/>
        <source>Played: moves and offensive attacks, defensive fire, indirect fire, close quarters, overrun, air commitment with dog-fight and breakthrough, ground missions, off-board artillery, smoke, fire, mines, transport, reinforcements, morale and O.G.P.&lt;br&gt;Not played yet: artillery requests by two units, mine detection, arson, depots exploding, firing from a vehicle, the infantry charge, the booster, landing, concealment and pilot escape.</source>
        <translation>Joué : mouvements et attaques offensives, tir défensif, tir indirect, combat rapproché, débordement, engagement aérien avec combat tournoyant et percée, missions au sol, artillerie hors carte, fumée, incendie, mines, transport, renforts, moral et O.G.P.&lt;br&gt;Pas encore joué : demandes d&apos;artillerie par deux unités, détection des mines, incendie volontaire, explosion des dépôts, tir depuis un véhicule, charge d&apos;infanterie, booster, atterrissage, dissimulation et évasion du pilote.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="91"/>
        <source>used</source>
        <translation>utilisé</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="93"/>
        <source>not committed</source>
        <translation>non engagé</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="95"/>
        <source>air combat</source>
        <translation>combat aérien</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="97"/>
        <source>ground mission</source>
        <translation>mission au sol</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="98"/>
        <source>Aircraft %1 (%2): %3</source>
        <translation>Aéronef %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="103"/>
        <source>Artillery type %1 (%2): %3 of %4 rounds left</source>
        <translation>Artillerie de type %1 (%2) : %3 obus restants sur %4</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="108"/>
        <source>Strike requested on %1 by %2</source>
        <translation>Frappe demandée sur %1 par %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/mak/makplaytest.cpp" line="110"/>
        <source>%n smoke marker(s), </source>
        <translation>
            <numerusform>%n marqueur de fumée, </numerusform>
            <numerusform>%n marqueurs de fumée, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/mak/makplaytest.cpp" line="111"/>
        <source>%n fire(s)</source>
        <translation>
            <numerusform>%n incendie</numerusform>
            <numerusform>%n incendies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makplaytest.cpp" line="120"/>
        <source> (defensive fire)</source>
        <translation> (tir défensif)</translation>
    </message>
</context>
<context>
    <name>hexwright::MakScenarioCard</name>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="118"/>
        <source>Scenario Card</source>
        <translation>Carte du scénario</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="120"/>
        <source>What the scenario card gives beyond sides, set-up zones, reinforcements and victory: pilots, equipment, artillery, mines, night and the O.G.P. thresholds.</source>
        <translation>Ce que la carte du scénario donne au-delà des camps, zones de déploiement, renforts et victoire&#xa0;: pilotes, équipement, artillerie, mines, nuit et seuils O.G.P.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="127"/>
        <source>Scenario card sections</source>
        <translation>Sections de la carte du scénario</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="128"/>
        <source>&amp;Units</source>
        <translation>&amp;Unités</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="129"/>
        <source>&amp;Artillery</source>
        <translation>&amp;Artillerie</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="130"/>
        <source>&amp;Mines and Night</source>
        <translation>&amp;Mines et nuit</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="131"/>
        <source>&amp;Entries</source>
        <translation>&amp;Entrées</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="132"/>
        <source>&amp;Victory</source>
        <translation>&amp;Victoire</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="32"/>
        <source>Force entry</source>
        <translation>Entrée de troupes</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="33"/>
        <source>&amp;Force entry:</source>
        <translation>&amp;Entrée de troupes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="51"/>
        <source>&amp;Commander (Ld 1):</source>
        <translation>&amp;Commandant (Ld 1)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="51"/>
        <source>Commander&apos;s pilot</source>
        <translation>Pilote du commandant</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="52"/>
        <source>&amp;Second commander (Ld 2):</source>
        <translation>&amp;Second commandant (Ld 2)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="53"/>
        <source>Second commander&apos;s pilot</source>
        <translation>Pilote du second commandant</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="54"/>
        <source>C&amp;ontroller (PC):</source>
        <translation>C&amp;ontrôleur (PC)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="55"/>
        <source>Pilot controlling the unmanned unit</source>
        <translation>Pilote contrôlant l&apos;unité sans pilote</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="58"/>
        <source>Other pilots in the entry&apos;s units</source>
        <translation>Autres pilotes dans les unités de l&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="60"/>
        <source>Other &amp;pilots:</source>
        <translation>Autres &amp;pilotes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="71"/>
        <source>Equipment of each aircraft</source>
        <translation>Équipement de chaque aéronef</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="25"/>
        <source>Off-board artillery by the card&apos;s artillery code: Type II, 80 hexes west of board 6, 5 rounds in all, 2 a turn.</source>
        <translation>Artillerie hors plateau selon le code d&apos;artillerie de la carte&#xa0;: Type II, 80 hexagones à l&apos;ouest du plateau 6, 5 coups au total, 2 par tour.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="28"/>
        <source>Off-board artillery</source>
        <translation>Artillerie hors plateau</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="29"/>
        <source>Direction</source>
        <translation>Direction</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Hexes off</source>
        <translation>Hexagones hors plateau</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Rounds</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="30"/>
        <source>Per turn</source>
        <translation>Par tour</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="31"/>
        <source>Add Artillery</source>
        <translation>Ajouter une artillerie</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="33"/>
        <source>Remove Artillery</source>
        <translation>Supprimer l&apos;artillerie</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="32"/>
        <source>Mine points each side lays [19.1]</source>
        <translation>Points de mines posés par chaque camp [19.1]</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="38"/>
        <source>Minefields laid at set-up</source>
        <translation>Champs de mines posés au déploiement</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="39"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="36"/>
        <source>Minefields laid at set-up (secret from the other side):</source>
        <translation>Champs de mines posés au déploiement (secrets pour l&apos;autre camp)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="40"/>
        <source>Add Minefield</source>
        <translation>Ajouter un champ de mines</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="42"/>
        <source>Remove Minefield</source>
        <translation>Supprimer le champ de mines</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="66"/>
        <source>&amp;Night: manned units take the darkness modifier [19.3]</source>
        <translation>&amp;Nuit&#xa0;: les unités pilotées subissent le modificateur d&apos;obscurité [19.3]</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="68"/>
        <source>Night scenario</source>
        <translation>Scénario de nuit</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="32"/>
        <source>Where each reinforcement enters along its edge, as the entry code says: &quot;hex 1801 and all hexes east of it&quot;. Turn, side, board and edge are set in the Schedule.</source>
        <translation>Où chaque renfort entre le long de son bord, selon le code d&apos;entrée&#xa0;: &quot;hexagone 1801 et tous les hexagones à l&apos;est&quot;. Le tour, le camp, le plateau et le bord se règlent dans le Calendrier.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="39"/>
        <source>Reinforcement entries</source>
        <translation>Entrées des renforts</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Reinforcement</source>
        <translation>Renfort</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>From hex</source>
        <translation>Depuis l&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="41"/>
        <source>Toward</source>
        <translation>Vers</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="30"/>
        <source>O.G.P. = VP of enemy units destroyed, immobilized or disarmed, plus the scenario&apos;s extras, minus the VP of own artillery used. From each threshold on, the result:</source>
        <translation>O.G.P. = PV des unités ennemies détruites, immobilisées ou désarmées, plus les bonus du scénario, moins les PV de sa propre artillerie utilisée. À partir de chaque seuil, le résultat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="34"/>
        <source>O.G.P. thresholds</source>
        <translation>Seuils O.G.P.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="35"/>
        <source>From O.G.P.</source>
        <translation>À partir de O.G.P.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="35"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="36"/>
        <source>Add Threshold</source>
        <translation>Ajouter un seuil</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="38"/>
        <source>Remove Threshold</source>
        <translation>Supprimer le seuil</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="180"/>
        <source>%1: %2 × %3 (%4)</source>
        <translation>%1&#xa0;: %2 × %3 (%4)</translation>
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
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="114"/>
        <source>%1 (not a pilot of this colour)</source>
        <translation>%1 (pas un pilote de cette couleur)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="135"/>
        <source>%1 carried</source>
        <translation>%1 transporté</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="160"/>
        <source>The scenario has no force entries yet.</source>
        <translation>Le scénario n&apos;a pas encore d&apos;entrées de troupes.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="162"/>
        <source>Only aircraft carry equipment.</source>
        <translation>Seuls les aéronefs portent de l&apos;équipement.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="83"/>
        <source>artillery %1</source>
        <translation>artillerie %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="88"/>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="124"/>
        <source>Side of %1</source>
        <translation>Camp de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="93"/>
        <source>Type of %1</source>
        <translation>Type de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="98"/>
        <source>Board of %1</source>
        <translation>Plateau de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="104"/>
        <source>Direction of %1 from its board</source>
        <translation>Direction de %1 depuis son plateau</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="109"/>
        <source>Hexes of %1 off the board</source>
        <translation>Hexagones de %1 hors du plateau</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="113"/>
        <source>Rounds of %1 in all</source>
        <translation>Coups de %1 au total</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="117"/>
        <source>Rounds of %1 a turn</source>
        <translation>Coups de %1 par tour</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="90"/>
        <source>Mine points of %1</source>
        <translation>Points de mines de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="117"/>
        <source>minefield %1</source>
        <translation>champ de mines %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="130"/>
        <source>Hex of %1</source>
        <translation>Hexagone de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="134"/>
        <source>Write a hex label such as 0405</source>
        <translation>Écrivez un libellé d&apos;hexagone comme 0405</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="140"/>
        <source>Power of %1</source>
        <translation>Puissance de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="64"/>
        <source>Turn %1, %2 (%3)</source>
        <translation>Tour %1, %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="69"/>
        <source>(not by an edge)</source>
        <translation>(pas par un bord)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="75"/>
        <source>anywhere</source>
        <translation>n&apos;importe où</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="76"/>
        <source>Entry hex of %1</source>
        <translation>Hexagone d&apos;entrée de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="78"/>
        <source>(this hex only)</source>
        <translation>(cet hexagone seulement)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="80"/>
        <source>and %1 of it</source>
        <translation>et %1 de celui-ci</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="86"/>
        <source>Entry direction of %1</source>
        <translation>Direction d&apos;entrée de %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="94"/>
        <source>Write a hex label such as 1801, or nothing</source>
        <translation>Écrivez un libellé d&apos;hexagone comme 1801, ou rien</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="92"/>
        <source>O.G.P. from which threshold %1 holds</source>
        <translation>O.G.P. à partir duquel le seuil %1 s&apos;applique</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="97"/>
        <source>Result of threshold %1</source>
        <translation>Résultat du seuil %1</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="112"/>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="121"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="119"/>
        <source>Placed as markers (Victory dock): defensive positions: %1; depots: %2; objectives: %3.</source>
        <translation>Placés comme marqueurs (panneau Victoire)&#xa0;: positions défensives&#xa0;: %1&#xa0;; dépôts&#xa0;: %2&#xa0;; objectifs&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="175"/>
        <source>Assign Pilot</source>
        <translation>Affecter un pilote</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="188"/>
        <source>Assign Pilots</source>
        <translation>Affecter des pilotes</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_units.cpp" line="198"/>
        <source>Change Equipment</source>
        <translation>Changer l&apos;équipement</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_artillery.cpp" line="133"/>
        <source>Change Artillery</source>
        <translation>Changer l&apos;artillerie</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="158"/>
        <source>Change Mine Points</source>
        <translation>Changer les points de mines</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="164"/>
        <source>Change Minefields</source>
        <translation>Changer les champs de mines</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="170"/>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_mines.cpp" line="170"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_victory.cpp" line="154"/>
        <source>Change O.G.P. Thresholds</source>
        <translation>Changer les seuils O.G.P.</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard_entries.cpp" line="122"/>
        <source>Change Entry Hex</source>
        <translation>Changer l&apos;hexagone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="230"/>
        <source>Scenario &amp;Card...</source>
        <translation>&amp;Carte du scénario...</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="233"/>
        <source>Pilots, equipment, artillery, mines, night, entry hexes and the O.G.P. thresholds of the scenario card</source>
        <translation>Pilotes, équipement, artillerie, mines, nuit, hexagones d&apos;entrée et seuils O.G.P. de la carte du scénario</translation>
    </message>
    <message>
        <location filename="../editor/families/mak/makscenariocard.cpp" line="235"/>
        <source>Open the scenario card</source>
        <translation>Ouvrir la carte du scénario</translation>
    </message>
</context>
<context>
    <name>hexwright::MapView</name>
    <message>
        <location filename="../editor/mapview.cpp" line="103"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../editor/mapview.cpp" line="553"/>
        <source>No scenario open.
Create one with File &gt; New (%1) or open one with File &gt; Open... (%2).</source>
        <translation>Aucun scénario ouvert.
Créez-en un avec Fichier &gt; Nouveau (%1) ou ouvrez-en un avec Fichier &gt; Ouvrir... (%2).</translation>
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
        <translation>Mar&amp;queurs</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="38"/>
        <source>Place fortresses, rubble and objects: click to place, right-click or Delete to remove</source>
        <translation>Placer forteresses, décombres et objets&#xa0;: cliquez pour placer, clic droit ou Suppr pour retirer</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="112"/>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="126"/>
        <source>Remove Marker</source>
        <translation>Retirer le marqueur</translation>
    </message>
</context>
<context>
    <name>hexwright::MarkersPage</name>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="62"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="65"/>
        <source>Optional, e.g. Spice container</source>
        <translation>Facultatif, p. ex. Conteneur d&apos;épice</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="66"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="69"/>
        <source>The colour the marker belongs to (a fortress: the colour that bought it)</source>
        <translation>La couleur à laquelle appartient le marqueur (pour une forteresse&#xa0;: la couleur qui l&apos;a achetée)</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="71"/>
        <source>&amp;Owner:</source>
        <translation>&amp;Propriétaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="74"/>
        <source>Click the map to place a marker; click one of the same kind to select it; right-click or Delete removes the marker under the cursor.</source>
        <translation>Cliquez sur la carte pour placer un marqueur&#x202f;; cliquez sur un marqueur du même type pour le sélectionner&#x202f;; clic droit ou Suppr retire le marqueur sous le curseur.</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="84"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="87"/>
        <source>Double-click a marker to show it on the map</source>
        <translation>Double-cliquez sur un marqueur pour l&apos;afficher sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="94"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="96"/>
        <source>Remove the selected marker (Delete)</source>
        <translation>Retirer le marqueur sélectionné (Suppr)</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="189"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="233"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="318"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>hexwright::MeasureTool</name>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="112"/>
        <source>%1, base to base</source>
        <translation>%1, socle à socle</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="114"/>
        <source>%1, from the base</source>
        <translation>%1, depuis le socle</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="186"/>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="191"/>
        <source>Drag to measure, edge to edge from a unit&apos;s base (Shift: 45 degree steps); click a unit for its range rings</source>
        <translation>Faites glisser pour mesurer, bord à bord depuis le socle d&apos;une unité (Maj&#xa0;: pas de 45 degrés)&#x202f;; cliquez sur une unité pour ses cercles de portée</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="205"/>
        <source>Range rings</source>
        <translation>Cercles de portée</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="206"/>
        <source>The unit type whose range rings the measuring tool shows; they follow the pointer until a click pins them</source>
        <translation>Le type d&apos;unité dont l&apos;outil de mesure affiche les cercles de portée&#x202f;; ils suivent le pointeur jusqu&apos;à ce qu&apos;un clic les fixe</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="224"/>
        <source>No range rings</source>
        <translation>Aucun cercle de portée</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="229"/>
        <source>Rings: %1</source>
        <translation>Cercles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="337"/>
        <source>%1 has no ranges to show</source>
        <translation>%1 n&apos;a aucune portée à afficher</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="338"/>
        <source>Range rings of %1</source>
        <translation>Cercles de portée de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/measuretool.cpp" line="357"/>
        <source>Measured: %1</source>
        <translation>Mesuré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>hexwright::MinimapWidget</name>
    <message>
        <location filename="../editor/minimapdock.cpp" line="14"/>
        <source>Minimap</source>
        <translation>Mini-carte</translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="30"/>
        <source>Click or drag to move the map view</source>
        <translation>Cliquez ou faites glisser pour déplacer la vue de la carte</translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="79"/>
        <source>No map</source>
        <translation>Aucune carte</translation>
    </message>
</context>
<context>
    <name>hexwright::MoraleEditor</name>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="84"/>
        <source>Morale blocks</source>
        <translation>Blocs de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="87"/>
        <source>The side&apos;s morale blocks, as the book words them</source>
        <translation>Les blocs de moral du camp, tels que les règles les formulent</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="91"/>
        <source>One Block per &amp;Colour</source>
        <translation>Un bloc par &amp;couleur</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="93"/>
        <source>Give each colour of the side a block of its own</source>
        <translation>Donner à chaque couleur du camp son propre bloc</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="94"/>
        <source>Re&amp;move Block</source>
        <translation>Supprimer le &amp;bloc</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="96"/>
        <source>Remove the block; its colours join the first other block</source>
        <translation>Supprimer le bloc&#x202f;; ses couleurs rejoignent le premier autre bloc</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="109"/>
        <source>Colours:</source>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="113"/>
        <source>A disrupted unit rallies on 2d6 of at least this</source>
        <translation>Une unité désorganisée se rallie sur 2d6 à au moins cette valeur</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="114"/>
        <source>&amp;Morale:</source>
        <translation>&amp;Moral&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="115"/>
        <source>Given &amp;free (no rally cost in the points)</source>
        <translation>Accordé &amp;gratuitement (pas de coût de ralliement dans les points)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="117"/>
        <source>The scenario gives this morale at no cost, as scenario 14 does: the cost chart&apos;s rally cost is not added to the units</source>
        <translation>Le scénario accorde ce moral sans coût, comme le scénario 14&#xa0;: le coût de ralliement du tableau des coûts n&apos;est pas ajouté aux unités</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="123"/>
        <source>When this many units are eliminated, morale becomes:</source>
        <translation>Quand ce nombre d&apos;unités est éliminé, le moral devient&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="125"/>
        <location filename="../editor/sides/moraleeditor.cpp" line="146"/>
        <source>Eliminated</source>
        <translation>Éliminées</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="125"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="126"/>
        <source>Morale steps</source>
        <translation>Paliers de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="129"/>
        <source>Add &amp;Step</source>
        <translation>Ajouter un pa&amp;lier</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="131"/>
        <source>Remove S&amp;tep</source>
        <translation>Supprimer le pal&amp;ier</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="138"/>
        <source>Special morale rules</source>
        <translation>Règles de moral spéciales</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="140"/>
        <source>&amp;Desert on a rally roll</source>
        <translation>&amp;Désertion sur jet de ralliement</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="143"/>
        <source>Once the losses of a row are reached, a rally roll of at least its roll makes every unit of these colours desert at once (scenario 9)</source>
        <translation>Une fois les pertes d&apos;une ligne atteintes, un jet de ralliement d&apos;au moins sa valeur fait déserter d&apos;un coup toutes les unités de ces couleurs (scénario 9)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="147"/>
        <source>Rally roll</source>
        <translation>Jet de ralliement</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="148"/>
        <source>Rally thresholds</source>
        <translation>Seuils de ralliement</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="151"/>
        <source>Add Threshold</source>
        <translation>Ajouter un seuil</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="153"/>
        <source>Remove Threshold</source>
        <translation>Supprimer le seuil</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="160"/>
        <source>&amp;Withdraw after:</source>
        <translation>&amp;Retrait après&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="163"/>
        <source>After this many units are eliminated, the rest of these colours leave play (scenario 12)</source>
        <translation>Après ce nombre d&apos;unités éliminées, les autres unités de ces couleurs quittent le jeu (scénario 12)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="168"/>
        <source> losses</source>
        <translation> pertes</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="173"/>
        <source>A &amp;failed rally eliminates</source>
        <translation>Un ralliement ra&amp;té élimine</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="176"/>
        <source>A unit that fails its rally roll is eliminated (scenario 12)</source>
        <translation>Une unité qui rate son jet de ralliement est éliminée (scénario 12)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="178"/>
        <source>All rallies are des&amp;perate</source>
        <translation>Tous les ralliements sont dés&amp;espérés</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="181"/>
        <source>Every morale roll is a desperation rally: a failure removes the unit (scenario 14)</source>
        <translation>Chaque jet de moral est un ralliement désespéré&#xa0;: un échec retire l&apos;unité (scénario 14)</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="192"/>
        <source>One Morale Block per Colour</source>
        <translation>Un bloc de moral par couleur</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="198"/>
        <source>Change Morale</source>
        <translation>Modifier le moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="204"/>
        <source>Give Morale Free</source>
        <translation>Accorder le moral gratuitement</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="204"/>
        <source>Pay for Morale</source>
        <translation>Payer le moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="215"/>
        <source>Add Morale Step</source>
        <translation>Ajouter un palier de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="227"/>
        <source>Remove Morale Step</source>
        <translation>Supprimer un palier de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="244"/>
        <source>Add Desertion Threshold</source>
        <translation>Ajouter un seuil de désertion</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="254"/>
        <source>Remove Desertion Threshold</source>
        <translation>Supprimer un seuil de désertion</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="270"/>
        <source>Change Withdrawal Losses</source>
        <translation>Modifier les pertes de retrait</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="368"/>
        <source>A block needs at least one colour</source>
        <translation>Un bloc a besoin d&apos;au moins une couleur</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="369"/>
        <source>Uncheck to give %1 a block of its own</source>
        <translation>Décochez pour donner à %1 son propre bloc</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="370"/>
        <source>Check to move %1 here from the block &quot;%2&quot;</source>
        <translation>Cochez pour déplacer %1 ici depuis le bloc «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="459"/>
        <source>Move %1 to Another Morale Block</source>
        <translation>Déplacer %1 dans un autre bloc de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="466"/>
        <source>Give %1 a Morale Block</source>
        <translation>Donner un bloc de moral à %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="477"/>
        <source>Remove Morale Block</source>
        <translation>Supprimer le bloc de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="487"/>
        <source>Change Morale Step</source>
        <translation>Modifier le palier de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="500"/>
        <source>Change Desertion Threshold</source>
        <translation>Modifier le seuil de désertion</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="519"/>
        <source>Add Morale Rule</source>
        <translation>Ajouter une règle de moral</translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="519"/>
        <source>Remove Morale Rule</source>
        <translation>Supprimer une règle de moral</translation>
    </message>
</context>
<context>
    <name>hexwright::NewScenarioDialog</name>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="45"/>
        <source>New Scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="60"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="60"/>
        <source>hex map</source>
        <translation>carte à hexagones</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="61"/>
        <source>%1 (%2), on a %3</source>
        <translation>%1 (%2), sur une %3</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="63"/>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="65"/>
        <source>Table width</source>
        <translation>Largeur de la table</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="66"/>
        <source>Table depth</source>
        <translation>Profondeur de la table</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="69"/>
        <source>Table unit</source>
        <translation>Unité de la table</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="70"/>
        <source>in</source>
        <translation>po</translation>
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
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="82"/>
        <source>&amp;Place the standard objectives and deployment areas</source>
        <translation>&amp;Placer les objectifs et zones de déploiement standard</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="91"/>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="133"/>
        <source>The map is laid out from panels once the scenario is open.</source>
        <translation>La carte est assemblée à partir de sections une fois le scénario ouvert.</translation>
    </message>
    <message>
        <location filename="../editor/shell/newscenariodialog.cpp" line="144"/>
        <source>The rules of %1 play on %2 x %3 %4.</source>
        <extracomment>the family&apos;s table: &quot;The rules of Hammer Wars play on 36 x 24 in.&quot;</extracomment>
        <translation>Les règles de %1 se jouent sur %2 x %3 %4.</translation>
    </message>
</context>
<context>
    <name>hexwright::ObjectiveTool</name>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="37"/>
        <source>&amp;Objectives</source>
        <translation>&amp;Objectifs</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="42"/>
        <source>Click the table to place an objective marker; drag a marker to move it, double-click to relabel, Delete removes it</source>
        <translation>Cliquez sur la table pour placer un marqueur d&apos;objectif&#x202f;; faites glisser un marqueur pour le déplacer, double-cliquez pour changer son libellé, Suppr le retire</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="51"/>
        <source>Objective Label</source>
        <translation>Libellé de l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="52"/>
        <source>Label printed on the marker:</source>
        <translation>Libellé imprimé sur le marqueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="104"/>
        <source>Objective &apos;%1&apos;</source>
        <translation>Objectif «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="133"/>
        <source>Add Objective &apos;%1&apos;</source>
        <translation>Ajouter l&apos;objectif «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="148"/>
        <location filename="../editor/table/objectivetool.cpp" line="252"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="180"/>
        <source>Relabel %1</source>
        <translation>Changer le libellé de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="186"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="200"/>
        <source>The rules of %1 place no standard objective markers.</source>
        <translation>Les règles de %1 ne placent aucun marqueur d&apos;objectif standard.</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="206"/>
        <location filename="../editor/table/objectivetool.cpp" line="212"/>
        <source>Place Standard Objectives</source>
        <translation>Placer les objectifs standard</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="207"/>
        <source>Replace the table&apos;s objective markers by the %1 the rules place? A marker near one of them keeps its name and label.</source>
        <translation>Remplacer les marqueurs d&apos;objectif de la table par les %1 que placent les règles&#x202f;? Un marqueur proche de l&apos;un d&apos;eux garde son nom et son libellé.</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="302"/>
        <source>&amp;Objectives and Deployment</source>
        <translation>&amp;Objectifs et déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="312"/>
        <source>Objectives and Deployment</source>
        <translation>Objectifs et déploiement</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="324"/>
        <source>Place Standard &amp;Objectives</source>
        <translation>Placer les &amp;objectifs standard</translation>
    </message>
    <message>
        <location filename="../editor/table/objectivetool.cpp" line="326"/>
        <source>Put the objective markers where the game&apos;s rules place them, replacing the markers</source>
        <translation>Mettre les marqueurs d&apos;objectif là où les règles du jeu les placent, en remplaçant les marqueurs</translation>
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
        <translation>Choisissez une section ci-dessus, peignez-la avec les outils de carte et enregistrez la bibliothèque de sections.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="117"/>
        <source>&amp;Save Panel Library</source>
        <translation>&amp;Enregistrer la bibliothèque de sections</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="119"/>
        <source>Write the library with your panels to your data folder</source>
        <translation>Écrire la bibliothèque avec vos sections dans votre dossier de données</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="123"/>
        <source>&amp;Revert Panel</source>
        <translation>&amp;Rétablir la section</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="124"/>
        <source>Forget the unsaved edits of the panel on screen</source>
        <translation>Oublier les modifications non enregistrées de la section affichée</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="128"/>
        <source>Restore &amp;Bundled Panels...</source>
        <translation>Restaurer les sections fourn&amp;ies...</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="129"/>
        <source>Delete your saved panel library and use the panels that come with Hexwright again</source>
        <translation>Supprimer votre bibliothèque de sections enregistrée et utiliser de nouveau les sections fournies avec Hexwright</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="134"/>
        <source>&amp;Close Panel Editor</source>
        <translation>&amp;Fermer l&apos;éditeur de sections</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="139"/>
        <source>&amp;Previous Panel</source>
        <translation>Section &amp;précédente</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="145"/>
        <source>&amp;Next Panel</source>
        <translation>Section &amp;suivante</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="162"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="163"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="165"/>
        <source>&amp;Fit Panel</source>
        <translation>A&amp;juster la section</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="167"/>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="174"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="182"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="184"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="187"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="194"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="199"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="201"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="203"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="206"/>
        <source>Panel Tool Bar</source>
        <translation>Barre d&apos;outils des sections</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="209"/>
        <source>Panel:</source>
        <translation>Section&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="214"/>
        <source>The library panel to edit</source>
        <translation>La section de bibliothèque à modifier</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="237"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="278"/>
        <source>edge piece %1</source>
        <translation>pièce de bord %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="279"/>
        <source>panel %1</source>
        <translation>section %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="309"/>
        <source>&lt;b&gt;Editing %1 of the %2 panel library.&lt;/b&gt; Changes here alter the panel itself, in every scenario that uses it: Save Panel Library (%3) to keep them.</source>
        <translation>&lt;b&gt;Modification de %1 de la bibliothèque de sections %2.&lt;/b&gt; Les changements faits ici modifient la section elle-même, dans chaque scénario qui l&apos;utilise&#xa0;: Enregistrer la bibliothèque de sections (%3) pour les conserver.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="334"/>
        <source>Panel Editor</source>
        <translation>Éditeur de sections</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="335"/>
        <source>%1 has edits that are not saved. Keep them in the library, to be saved with Save Panel Library, or discard them?</source>
        <translation>%1 a des modifications non enregistrées. Les garder dans la bibliothèque, pour les enregistrer avec Enregistrer la bibliothèque de sections, ou les abandonner&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="339"/>
        <source>&amp;Keep Edits</source>
        <translation>&amp;Garder les modifications</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="348"/>
        <source>Editing %1</source>
        <translation>Modification de %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="361"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="362"/>
        <source>Save Panel Library</source>
        <translation>Enregistrer la bibliothèque de sections</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="363"/>
        <source>Could not save the panel library to %1:
%2

The file on disk was not changed and your edits are still open.</source>
        <translation>Impossible d&apos;enregistrer la bibliothèque de sections dans %1&#xa0;:
%2

Le fichier sur le disque n&apos;a pas été modifié et vos modifications sont toujours ouvertes.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="373"/>
        <source>Saved to %1. New scenarios use it; open scenarios pick it up when reopened.</source>
        <translation>Enregistrée dans %1. Les nouveaux scénarios l&apos;utilisent&#x202f;; les scénarios ouverts la prennent en compte à leur réouverture.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="386"/>
        <source>Revert Panel</source>
        <translation>Rétablir la section</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="387"/>
        <source>Forget the unsaved edits of %1?</source>
        <translation>Oublier les modifications non enregistrées de %1&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="392"/>
        <source>Reverted %1</source>
        <translation>%1 rétablie</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="399"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="405"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="414"/>
        <source>Restore Bundled Panels</source>
        <translation>Restaurer les sections fournies</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="400"/>
        <source>You have not saved a panel library of your own: the bundled panels are in use.</source>
        <translation>Vous n&apos;avez pas enregistré de bibliothèque de sections personnelle&#xa0;: les sections fournies sont utilisées.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="406"/>
        <source>Delete your panel library %1 and all the edits in it, and use the panels that come with Hexwright again?</source>
        <translation>Supprimer votre bibliothèque de sections %1 et toutes ses modifications, et utiliser de nouveau les sections fournies avec Hexwright&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="415"/>
        <source>Could not delete %1.</source>
        <translation>Impossible de supprimer %1.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="425"/>
        <source>Deleted %1: the bundled panels are in use again. Open scenarios pick them up when reopened.</source>
        <translation>%1 supprimé&#xa0;: les sections fournies sont de nouveau utilisées. Les scénarios ouverts les prennent en compte à leur réouverture.</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="435"/>
        <source>Unsaved Panels</source>
        <translation>Sections non enregistrées</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="436"/>
        <source>The %1 panel library has edits that are not saved.
Save them?</source>
        <translation>La bibliothèque de sections %1 a des modifications non enregistrées.
Les enregistrer&#x202f;?</translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="457"/>
        <source>Panel Editor: %1[*] - Hexwright</source>
        <translation>Éditeur de sections&#xa0;: %1[*] - Hexwright</translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLayoutEditor</name>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="72"/>
        <location filename="../editor/panels/paneldrop.cpp" line="88"/>
        <source>Panel %1 at %2</source>
        <translation>Section %1 en %2</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="102"/>
        <source>This map has no panels yet.

Drag panels here from the Panels dock,
or type a layout such as &quot;A B / 4 3 / F E&quot; with
Map &gt; Lay Out Panels... (%1).</source>
        <translation>Cette carte n&apos;a encore aucune section.

Faites glisser des sections ici depuis le panneau Sections,
ou saisissez une disposition comme «&#xa0;A B / 4 3 / F E&#xa0;» avec
Carte &gt; Disposer les sections... (%1).</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="198"/>
        <source>Drop to place panel %1 at %2 (hold Shift to ignore the neighbours)</source>
        <translation>Relâchez pour placer la section %1 en %2 (maintenez Maj pour ignorer les voisines)</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="57"/>
        <source>Lay &amp;Out Panels...</source>
        <translation>&amp;Disposer les sections...</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="61"/>
        <source>Type the map&apos;s layout the way the book prints it, e.g. A B / 4 3 / F E</source>
        <translation>Saisissez la disposition de la carte telle que les règles l&apos;impriment, p. ex. A B / 4 3 / F E</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="65"/>
        <source>&amp;Turn Panel 180°</source>
        <translation>&amp;Tourner la section de 180°</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="68"/>
        <source>Turn the selected panel round, its north arrow south</source>
        <translation>Retourner la section sélectionnée, sa flèche nord vers le sud</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="72"/>
        <source>D&amp;uplicate Panel</source>
        <translation>D&amp;upliquer la section</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="75"/>
        <source>Place the same panel again beside the selected one</source>
        <translation>Placer la même section une nouvelle fois à côté de la section sélectionnée</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="80"/>
        <source>&amp;Remove Panel</source>
        <translation>&amp;Retirer la section</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="83"/>
        <source>Take the selected panel off the map</source>
        <translation>Retirer la section sélectionnée de la carte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="148"/>
        <source>the north-west of the map</source>
        <translation>le nord-ouest de la carte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="150"/>
        <source>the west of the map</source>
        <translation>l&apos;ouest de la carte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="152"/>
        <source>the north of the map</source>
        <translation>le nord de la carte</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="174"/>
        <source>Place Panel &apos;%1&apos;</source>
        <translation>Placer la section «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="200"/>
        <source>Move Panel &apos;%1&apos;</source>
        <translation>Déplacer la section «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="217"/>
        <source>Turn Panel &apos;%1&apos;</source>
        <translation>Tourner la section «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="233"/>
        <source>Remove Panel &apos;%1&apos;</source>
        <translation>Retirer la section «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="251"/>
        <source>Duplicate Panel &apos;%1&apos;</source>
        <translation>Dupliquer la section «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="180"/>
        <source>Placed panel %1 at %2.</source>
        <translation>Section %1 placée en %2.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="203"/>
        <source>Moved panel %1 to %2.</source>
        <translation>Section %1 déplacée en %2.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="220"/>
        <source>Turned panel %1 round: its north arrow points south.</source>
        <translation>Section %1 retournée&#xa0;: sa flèche nord pointe vers le sud.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="221"/>
        <source>Turned panel %1 back: its north arrow points north.</source>
        <translation>Section %1 remise à l&apos;endroit&#xa0;: sa flèche nord pointe vers le nord.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="235"/>
        <source>Removed panel %1.</source>
        <translation>Section %1 retirée.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="255"/>
        <source>Placed another panel %1 at %2.</source>
        <translation>Une autre section %1 placée en %2.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="320"/>
        <source>Lay out panels</source>
        <translation>Disposer les sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="321"/>
        <source>The layout is unchanged.</source>
        <translation>La disposition est inchangée.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="325"/>
        <source>Laid out 1 panel.</source>
        <translation>1 section disposée.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="326"/>
        <source>Laid out %1 panels.</source>
        <translation>%1 sections disposées.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="378"/>
        <source>The map grew west or north, and every hex the scenario names moved with it (%1 columns east, %2 rows south).</source>
        <translation>La carte s&apos;est agrandie vers l&apos;ouest ou le nord, et chaque hexagone désigné par le scénario a suivi (%1 colonnes vers l&apos;est, %2 rangées vers le sud).</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="391"/>
        <source>Warning: it overlaps panel %1; where panels overlap, the one placed first shows.</source>
        <translation>Attention&#xa0;: elle chevauche la section %1&#x202f;; là où des sections se chevauchent, celle placée en premier est visible.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="393"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="28"/>
        <source>Panels</source>
        <translation>Sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="33"/>
        <source>Select, move, turn and remove map panels; drag new ones from the Panels dock</source>
        <translation>Sélectionner, déplacer, tourner et retirer les sections de la carte&#x202f;; faire glisser de nouvelles sections depuis le panneau Sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="78"/>
        <source>Panels: click a panel to select it, drag to move it; drag new panels from the Panels dock</source>
        <translation>Sections&#xa0;: cliquez sur une section pour la sélectionner, faites-la glisser pour la déplacer&#x202f;; faites glisser de nouvelles sections depuis le panneau Sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="113"/>
        <source>Panel %1 at %2: drag to move it, R turns it, Delete removes it, %3 duplicates it</source>
        <translation>Section %1 en %2&#xa0;: faites-la glisser pour la déplacer, R la tourne, Suppr la retire, %3 la duplique</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="150"/>
        <source>Move panel %1 to %2: it would overlap another panel</source>
        <translation>Déplacer la section %1 en %2&#xa0;: elle chevaucherait une autre section</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="152"/>
        <source>Move panel %1 to %2 (hold Shift to ignore the neighbours, Escape cancels)</source>
        <translation>Déplacer la section %1 en %2 (maintenez Maj pour ignorer les voisines, Échap annule)</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="181"/>
        <source>Move cancelled</source>
        <translation>Déplacement annulé</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="242"/>
        <source>Panel %1 (turned)</source>
        <translation>Section %1 (tournée)</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="243"/>
        <source>Panel %1</source>
        <translation>Section %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="254"/>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLibraryDock</name>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="108"/>
        <location filename="../editor/panels/panellibrarydock.cpp" line="115"/>
        <source>Panels</source>
        <translation>Sections</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="140"/>
        <source>Create a scenario (File &gt; New) or open one to see its map panels.</source>
        <translation>Créez un scénario (Fichier &gt; Nouveau) ou ouvrez-en un pour voir ses sections de carte.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="143"/>
        <source>Drag a panel onto the map. Double-click one to add it east of the others.</source>
        <translation>Faites glisser une section sur la carte. Double-cliquez sur une section pour l&apos;ajouter à l&apos;est des autres.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="206"/>
        <source>Main panel, %1 x %2 hexes</source>
        <translation>Section principale, %1 x %2 hexagones</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="207"/>
        <source>Edge piece, %1 x %2 hexes</source>
        <translation>Pièce de bord, %1 x %2 hexagones</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="216"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="222"/>
        <source>Features: %1</source>
        <translation>Éléments&#xa0;: %1</translation>
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
        <translation>Routes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="226"/>
        <source>Not on the map yet: drag it there.</source>
        <translation>Pas encore sur la carte&#xa0;: faites-la glisser dessus.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="227"/>
        <source>On the map once.</source>
        <translation>Une fois sur la carte.</translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="228"/>
        <source>On the map %1 times.</source>
        <translation>%1 fois sur la carte.</translation>
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
        <translation>Plateau d&apos;origine</translation>
    </message>
</context>
<context>
    <name>hexwright::PasteTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="163"/>
        <source>Place Clipboard</source>
        <translation>Placer le presse-papiers</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="177"/>
        <source>Nothing to paste: select hexes and copy them first</source>
        <translation>Rien à coller&#xa0;: sélectionnez d&apos;abord des hexagones et copiez-les</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="181"/>
        <source>The copied hexes belong to another game&apos;s ruleset</source>
        <translation>Les hexagones copiés appartiennent aux règles d&apos;un autre jeu</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="190"/>
        <source>Click to paste (Shift+click to paste again); R and Shift+R turn it, M mirrors it, Esc cancels</source>
        <translation>Cliquez pour coller (Maj+clic pour coller à nouveau)&#x202f;; R et Maj+R tournent, M met en miroir, Échap annule</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="251"/>
        <location filename="../editor/terrain/selecttools.cpp" line="261"/>
        <source>Paste cancelled</source>
        <translation>Collage annulé</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/selecttools.cpp" line="272"/>
        <source>Pasted %n hex(es)</source>
        <translation>
            <numerusform>%n hexagone collé</numerusform>
            <numerusform>%n hexagones collés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="274"/>
        <source>Nothing changed: the map is like that already</source>
        <translation>Rien n&apos;a changé&#xa0;: la carte est déjà ainsi</translation>
    </message>
</context>
<context>
    <name>hexwright::PickHexTool</name>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="18"/>
        <source>Pick Entry Hex</source>
        <translation>Choisir l&apos;hexagone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="20"/>
        <source>Click the hex where the reinforcement enters; Escape cancels</source>
        <translation>Cliquez sur l&apos;hexagone où entre le renfort&#x202f;; Échap annule</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="31"/>
        <source>Click the hex where the reinforcement enters (Escape cancels).</source>
        <translation>Cliquez sur l&apos;hexagone où entre le renfort (Échap annule).</translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="64"/>
        <source>%1 is not a playable hex: click a whole hex of the map (Escape cancels).</source>
        <translation>%1 n&apos;est pas un hexagone jouable&#xa0;: cliquez sur un hexagone entier de la carte (Échap annule).</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceLibrary</name>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="19"/>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="20"/>
        <source>Ruins</source>
        <translation>Ruines</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="21"/>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="22"/>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="23"/>
        <source>Crater</source>
        <translation>Cratère</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="24"/>
        <source>Sandbags</source>
        <translation>Sacs de sable</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="25"/>
        <source>River segment</source>
        <translation>Segment de rivière</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="26"/>
        <source>Road segment</source>
        <translation>Segment de route</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="27"/>
        <source>Minefield</source>
        <translation>Champ de mines</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="63"/>
        <source>at offset %1: %2</source>
        <translation>à la position %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="69"/>
        <source>not a hexwright-piece-library/1 file</source>
        <translation>pas un fichier hexwright-piece-library/1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="74"/>
        <source>unknown unit</source>
        <translation>unité de longueur inconnue</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="85"/>
        <source>piece &apos;%1&apos;: %2</source>
        <translation>élément «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="90"/>
        <source>needs an id and a name</source>
        <translation>il faut un identifiant et un nom</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="96"/>
        <source>a corner is not [x, y]</source>
        <translation>un sommet n&apos;est pas [x, y]</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="101"/>
        <source>a polygon needs three corners</source>
        <translation>un polygone a besoin de trois sommets</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrary.cpp" line="111"/>
        <source>needs a shape (ellipse, rectangle with a size, or polygon with points)</source>
        <translation>il faut une forme (ellipse, rectangle avec une taille, ou polygone avec des points)</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceLibraryDock</name>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="61"/>
        <source>Piece Library</source>
        <translation>Bibliothèque d&apos;éléments</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="64"/>
        <source>&amp;Place in View</source>
        <translation>&amp;Placer dans la vue</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="68"/>
        <source>Common terrain pieces</source>
        <translation>Éléments de décor courants</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="69"/>
        <source>Drag a piece onto the table, or double-click it to place it in the middle of the view</source>
        <translation>Faites glisser un élément sur la table, ou double-cliquez dessus pour le placer au milieu de la vue</translation>
    </message>
    <message>
        <location filename="../editor/table/piecelibrarydock.cpp" line="80"/>
        <source>Place the chosen piece in the middle of the view</source>
        <translation>Placer l&apos;élément choisi au milieu de la vue</translation>
    </message>
</context>
<context>
    <name>hexwright::PiecePropertiesDock</name>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="34"/>
        <source>Piece Properties</source>
        <translation>Propriétés de l&apos;élément</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="36"/>
        <source>Select one terrain piece to see and change its properties.</source>
        <translation>Sélectionnez un seul élément de décor pour voir et modifier ses propriétés.</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="39"/>
        <source>Traits</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="41"/>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="42"/>
        <source>Across (x)</source>
        <translation>Horizontal (x)</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="43"/>
        <source>Down (y)</source>
        <translation>Vertical (y)</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="44"/>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="45"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="51"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="52"/>
        <source>No name</source>
        <translation>Sans nom</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="53"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="55"/>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="60"/>
        <source> °</source>
        <translation> °</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="64"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="66"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="67"/>
        <source>&amp;Across:</source>
        <translation>Hori&amp;zontal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="68"/>
        <source>&amp;Down:</source>
        <translation>&amp;Vertical&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="69"/>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="70"/>
        <source>D&amp;epth:</source>
        <translation>&amp;Profondeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="71"/>
        <source>&amp;Rotation:</source>
        <translation>&amp;Rotation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="162"/>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="178"/>
        <source>Change Traits of %1</source>
        <translation>Modifier les caractéristiques de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="191"/>
        <source>Change Height of %1</source>
        <translation>Modifier la hauteur de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecepropertiesdock.cpp" line="219"/>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>hexwright::PieceTool</name>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="37"/>
        <source>Select &amp;Pieces</source>
        <translation>Sélectionner les &amp;éléments</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="43"/>
        <source>Click or drag round terrain pieces to select them; drag to move, the handles scale and turn; Shift: no snapping</source>
        <translation>Cliquez sur des éléments de décor ou entourez-les en faisant glisser pour les sélectionner&#x202f;; faites glisser pour déplacer, les poignées redimensionnent et tournent&#x202f;; Maj&#xa0;: pas d&apos;aimantation</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="184"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="200"/>
        <source>Turn %1</source>
        <translation>Tourner %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="224"/>
        <source>Scale %1</source>
        <translation>Redimensionner %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="232"/>
        <source>Move Corner of %1</source>
        <translation>Déplacer un sommet de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/piecetool.cpp" line="276"/>
        <source>Add Corner to %1</source>
        <translation>Ajouter un sommet à %1</translation>
    </message>
</context>
<context>
    <name>hexwright::PlaySheetsDialog</name>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="80"/>
        <source>&amp;Gaps between the cards</source>
        <translation>&amp;Espaces entre les cartes</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="81"/>
        <source>3 mm between cards where the paper has room, instead of shared cut lines</source>
        <translation>3 mm entre les cartes quand le papier le permet, au lieu de lignes de coupe communes</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="83"/>
        <source>&amp;Cut marks</source>
        <translation>&amp;Traits de coupe</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="84"/>
        <source>&amp;Every unit type of the rules</source>
        <translation>Tous les types d&apos;&amp;unité des règles</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="85"/>
        <source>Otherwise only the unit types the sides use</source>
        <translation>Sinon, seulement les types d&apos;unité qu&apos;utilisent les camps</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="87"/>
        <source>&amp;Mark values the rules do not give</source>
        <translation>&amp;Marquer les valeurs que les règles ne donnent pas</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="95"/>
        <source>&amp;Dimension lines to the nearest edges</source>
        <translation>&amp;Cotes jusqu&apos;aux bords les plus proches</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="103"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="104"/>
        <source>O&amp;verlap:</source>
        <translation>Chev&amp;auchement&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="149"/>
        <source>Unit Cards</source>
        <translation>Cartes d&apos;unité</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="151"/>
        <source>Side Sheets</source>
        <translation>Fiches de camp</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="153"/>
        <source>Table Diagram</source>
        <translation>Plan de la table</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="155"/>
        <source>Piece Templates</source>
        <translation>Gabarits des éléments</translation>
    </message>
    <message>
        <location filename="../editor/print/playsheetsdialog.cpp" line="157"/>
        <source>Rosters</source>
        <translation>Listes</translation>
    </message>
</context>
<context>
    <name>hexwright::PlayTool</name>
    <message>
        <location filename="../editor/playtest/playtool.cpp" line="11"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>hexwright::PlaytestWindow</name>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="84"/>
        <source>Other orders (double-click to give):</source>
        <translation>Autres ordres (double-clic pour donner)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="106"/>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="113"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="112"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="137"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="47"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="47"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="87"/>
        <source>Other orders</source>
        <translation>Autres ordres</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="133"/>
        <source>Double-click a unit to centre the map on it</source>
        <translation>Double-cliquez sur une unité pour centrer la carte sur elle</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="145"/>
        <source>Dice rolls</source>
        <translation>Jets de dés</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Purpose</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="150"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="147"/>
        <source>Read against</source>
        <translation>Lu contre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="156"/>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="159"/>
        <source>Game Log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="189"/>
        <source>Nothing else for this unit now</source>
        <translation>Rien d&apos;autre pour cette unité pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="190"/>
        <source>Nothing else to do in this phase</source>
        <translation>Rien d&apos;autre à faire dans cette phase</translation>
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
        <translation>Lancé par %1 au tour %2, pendant le tour de joueur de %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="317"/>
        <source>Turn %1: %2</source>
        <translation>Tour %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="331"/>
        <source>Set-up: no units on the map yet</source>
        <translation>Déploiement&#xa0;: aucune unité sur la carte pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestdocks.cpp" line="332"/>
        <source>Set-up: %n units on the map</source>
        <translation>
            <numerusform>Déploiement&#xa0;: %n unité sur la carte</numerusform>
            <numerusform>Déploiement&#xa0;: %n unités sur la carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestdocks.cpp" line="334"/>
        <source>, %n to come as reinforcements</source>
        <translation>
            <numerusform>, %n à venir en renfort</numerusform>
            <numerusform>, %n à venir en renforts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="341"/>
        <source>%1: sets up a piece out of your sight</source>
        <translation>%1&#xa0;: déploie un pion à l&apos;abri de votre regard</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="351"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="389"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="368"/>
        <source>Roll %1 for %2: %3, %4</source>
        <translation>Jet %1 pour %2&#xa0;: %3, %4</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="377"/>
        <source>Game over, no winner: %1</source>
        <translation>Partie terminée, sans vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="378"/>
        <source>Game over, %1 wins: %2</source>
        <translation>Partie terminée, %1 l&apos;emporte&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="417"/>
        <source>to set up</source>
        <translation>à déployer</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="431"/>
        <source>%1 of %2 on the map</source>
        <translation>%1 sur %2 sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="87"/>
        <source>Playtest: %1 (seed %2)</source>
        <translation>Partie test&#xa0;: %1 (graine %2)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="130"/>
        <source>C&amp;urtain Between Players</source>
        <translation>R&amp;ideau entre les joueurs</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="135"/>
        <source>Cover the board when it passes to the next player in a set-up and when play starts, open set-ups too (a hidden set-up is always covered)</source>
        <translation>Couvrir le plateau quand il passe au joueur suivant pendant un déploiement et quand le jeu commence, y compris pour les déploiements à découvert (un déploiement caché est toujours couvert)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="143"/>
        <source>Save Set-&amp;up...</source>
        <translation>Enregistrer le &amp;déploiement...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="146"/>
        <source>Write where every piece was set up, to start later playtests and balance runs from it</source>
        <translation>Écrire l&apos;emplacement où chaque pion a été déployé, pour lancer à partir de là de futures parties test et séries d&apos;équilibrage</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="156"/>
        <source>Set-up</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="237"/>
        <source>%1 has no legal place left: take a placement back with Undo</source>
        <translation>%1 n&apos;a plus aucun emplacement autorisé&#xa0;: annulez un placement avec Annuler</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="240"/>
        <source>Set up %1: drop it anywhere in the lit area, or click a point there</source>
        <translation>Déployer %1&#xa0;: déposez-le n&apos;importe où dans la zone éclairée, ou cliquez sur un point de celle-ci</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/playtestsetup.cpp" line="243"/>
        <source>Set up %1: drop it on a highlighted hex, or click one (%n legal place(s))</source>
        <translation>
            <numerusform>Déployez %1&#xa0;: déposez-le sur un hexagone en surbrillance, ou cliquez sur l&apos;un d&apos;eux (%n emplacement autorisé)</numerusform>
            <numerusform>Déployez %1&#xa0;: déposez-le sur un hexagone en surbrillance, ou cliquez sur l&apos;un d&apos;eux (%n emplacements autorisés)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="256"/>
        <source>the board is covered until the next player shows it</source>
        <translation>le plateau est couvert jusqu&apos;à ce que le joueur suivant le montre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="258"/>
        <source>no piece is being set up now</source>
        <translation>aucun pion n&apos;est en cours de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="261"/>
        <source>the rules give it no place there</source>
        <translation>les règles ne l&apos;autorisent pas à cet endroit</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="267"/>
        <source>Cannot set up %1 in %2: %3</source>
        <translation>Impossible de déployer %1 en %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="276"/>
        <source>%1 set up in %2</source>
        <translation>%1 déployé en %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="286"/>
        <source>No piece is left to place</source>
        <translation>Il ne reste aucun pion à placer</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="287"/>
        <source>no piece is left to place</source>
        <translation>il ne reste aucun pion à placer</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="358"/>
        <source>%1 sets up next.</source>
        <translation>%1 se déploie ensuite.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="359"/>
        <source>The set-up is over; %1 plays first.</source>
        <translation>Le déploiement est terminé&#x202f;; %1 joue en premier.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="362"/>
        <source>The rules hide pieces from one of you: only %1 should see the board now.</source>
        <translation>Les règles cachent des pions à l&apos;un de vous&#xa0;: seul %1 devrait voir le plateau maintenant.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="375"/>
        <source>this game had no set-up</source>
        <translation>cette partie n&apos;avait pas de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="388"/>
        <location filename="../editor/playtest/playtestsetup.cpp" line="395"/>
        <source>Save Set-up</source>
        <translation>Enregistrer le déploiement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="390"/>
        <source>Saved set-ups (*.setup.json *.json);;All files (*)</source>
        <translation>Déploiements enregistrés (*.setup.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="399"/>
        <source>Set-up written to %1</source>
        <translation>Déploiement écrit dans %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="411"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="58"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="57"/>
        <source>no engine plays the rules of %1</source>
        <translation>aucun moteur ne joue les règles de %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="155"/>
        <source>This scenario cannot be played: %1</source>
        <translation>Ce scénario ne peut pas être joué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="187"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="188"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="193"/>
        <source>End &amp;Phase</source>
        <translation>Terminer la &amp;phase</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="197"/>
        <source>End your part of this phase; play goes on to the next</source>
        <translation>Terminer votre part de cette phase&#x202f;; le jeu passe à la suivante</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="201"/>
        <source>End &amp;Turn</source>
        <translation>Terminer le t&amp;our</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="205"/>
        <source>End every phase of this player turn; play goes on to the next player</source>
        <translation>Terminer toutes les phases de ce tour de joueur&#x202f;; le jeu passe au joueur suivant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="208"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="214"/>
        <source>&amp;Save Game Log...</source>
        <translation>&amp;Enregistrer le journal de partie...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="216"/>
        <source>Write every action and die roll as JSON lines, for hexwright-cli playtest --replay</source>
        <translation>Écrire chaque action et chaque jet de dé en lignes JSON, pour hexwright-cli playtest --replay</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="221"/>
        <source>&amp;Close Playtest</source>
        <translation>&amp;Fermer la partie test</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="223"/>
        <source>Close this window; the scenario is not changed</source>
        <translation>Fermer cette fenêtre&#x202f;; le scénario n&apos;est pas modifié</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="260"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="278"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="274"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="235"/>
        <source>&amp;Open Log...</source>
        <translation>&amp;Ouvrir un journal...</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="239"/>
        <source>Replay a saved game log of this scenario, stepping forward and back through it</source>
        <translation>Rejouer un journal de partie enregistré de ce scénario, en avançant et en reculant pas à pas</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="276"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="288"/>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="289"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="291"/>
        <source>%1 · Game over</source>
        <translation>%1 · Partie terminée</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="295"/>
        <source>%1 · %2 to act · %3</source>
        <translation>%1 · à %2 de jouer · %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="296"/>
        <source>Before turn 1</source>
        <translation>Avant le tour 1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="305"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="310"/>
        <source>Set up your pieces: drag each from the Set-up tray onto a highlighted hex, or select it and click one (Enter at the keyboard cursor); then End Set-up.</source>
        <translation>Déployez vos pions&#xa0;: faites glisser chacun depuis le panneau Déploiement sur un hexagone en surbrillance, ou sélectionnez-le et cliquez sur l&apos;un d&apos;eux (Entrée au curseur clavier)&#x202f;; puis Terminer le déploiement.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="314"/>
        <source>Give orders from the Orders dock, or end the phase.</source>
        <translation>Donnez des ordres depuis le panneau Ordres, ou terminez la phase.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="348"/>
        <source>Take back the last action (%1)</source>
        <translation>Reprendre la dernière action (%1)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="352"/>
        <source>Cannot take back: dice have been rolled since (an action whose dice are rolled stands)</source>
        <translation>Impossible de reprendre&#xa0;: des dés ont été lancés depuis (une action dont les dés sont lancés est acquise)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="355"/>
        <source>Nothing to take back</source>
        <translation>Rien à reprendre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="364"/>
        <source>a replay is read-only</source>
        <translation>un rejeu est en lecture seule</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="372"/>
        <source>Not allowed: %1</source>
        <translation>Non autorisé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="414"/>
        <source>Took back the last action</source>
        <translation>Dernière action reprise</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="422"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="428"/>
        <source>Save Game Log</source>
        <translation>Enregistrer le journal de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="423"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="98"/>
        <source>Game logs (*.jsonl);;All files (*)</source>
        <translation>Journaux de partie (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestsetup.cpp" line="396"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="429"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="432"/>
        <source>Game log written to %1</source>
        <translation>Journal de partie écrit dans %1</translation>
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
        <translation>La partie se termine sans vainqueur.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="467"/>
        <source>%1 wins.</source>
        <translation>%1 l&apos;emporte.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="468"/>
        <source>Game Over</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="62"/>
        <source>the scenario cannot be played: %1</source>
        <translation>le scénario ne peut pas être joué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="97"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="106"/>
        <source>Open Game Log</source>
        <translation>Ouvrir un journal de partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="107"/>
        <source>This log cannot be replayed on this scenario.

%1</source>
        <translation>Ce journal ne peut pas être rejoué sur ce scénario.

%1</translation>
    </message>
</context>
<context>
    <name>hexwright::PolygonDrawTool</name>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="129"/>
        <source>Draw &amp;Polygon</source>
        <translation>Dessiner un &amp;polygone</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="134"/>
        <source>Click the corners of a terrain piece; double-click or Return closes it, Escape drops it</source>
        <translation>Cliquez sur les sommets d&apos;un élément de décor&#x202f;; double-clic ou Entrée le ferme, Échap l&apos;abandonne</translation>
    </message>
    <message>
        <location filename="../editor/table/drawtools.cpp" line="172"/>
        <source>A polygon needs at least three corners.</source>
        <translation>Un polygone a besoin d&apos;au moins trois sommets.</translation>
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
        <translation>La réserve contient ses %1 figurines %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/poolcounts.cpp" line="55"/>
        <source>The pool holds exactly %1 %2 models; it has %3</source>
        <translation>La réserve doit contenir exactement %1 figurines %2&#x202f;; elle en a %3</translation>
    </message>
</context>
<context>
    <name>hexwright::PreferencesDialog</name>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="28"/>
        <source>&amp;Reset All Settings...</source>
        <translation>&amp;Réinitialiser tous les paramètres...</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="34"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="39"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="39"/>
        <source>System default (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="43"/>
        <source>A new language takes effect when Hexwright next starts.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de Hexwright.</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="47"/>
        <source>Inches (in)</source>
        <translation>Pouces (in)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="48"/>
        <source>Centimetres (cm)</source>
        <translation>Centimètres (cm)</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="49"/>
        <source>How table lengths are shown; a scenario file keeps its own unit</source>
        <translation>Comment les longueurs sur la table sont affichées&#x202f;; un fichier de scénario garde sa propre unité</translation>
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
        <translation>Le papier par lequel commencent les nouvelles impressions</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="66"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="67"/>
        <source>The hex size across the flats new map sheets and map images start with; the book&apos;s map has 16 mm</source>
        <translation>La taille d&apos;hexagone entre côtés par laquelle commencent les nouvelles feuilles de carte et images de carte&#x202f;; la carte des règles en a 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="73"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="74"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="75"/>
        <source>How often unsaved work is copied for recovery after a crash; Off keeps no copies</source>
        <translation>Fréquence à laquelle le travail non enregistré est copié pour être récupéré après un plantage&#x202f;; «&#xa0;Désactivé&#xa0;» ne conserve aucune copie</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="79"/>
        <source>Forget every setting: these preferences, the window layout, recent files and print choices</source>
        <translation>Oublier tous les paramètres&#xa0;: ces préférences, la disposition des fenêtres, les fichiers récents et les choix d&apos;impression</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="86"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="88"/>
        <source>&amp;Table lengths in:</source>
        <translation>Longueurs sur la &amp;table en&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="89"/>
        <source>Default &amp;paper:</source>
        <translation>&amp;Papier par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="90"/>
        <source>Default &amp;hex size:</source>
        <translation>Taille d&apos;&amp;hexagone par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="91"/>
        <source>&amp;Autosave every:</source>
        <translation>Enregistrement &amp;automatique toutes les&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="92"/>
        <source>All settings:</source>
        <translation>Tous les paramètres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="145"/>
        <source>Reset All Settings</source>
        <translation>Réinitialiser tous les paramètres</translation>
    </message>
    <message>
        <location filename="../editor/shell/preferencesdialog.cpp" line="146"/>
        <source>Forget every Hexwright setting: these preferences, the window layout, recent files and print choices? This cannot be undone.</source>
        <translation>Oublier tous les paramètres de Hexwright&#xa0;: ces préférences, la disposition des fenêtres, les fichiers récents et les choix d&apos;impression&#x202f;? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>hexwright::PresetDialog</name>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="25"/>
        <source>New Zone from Preset</source>
        <translation>Nouvelle zone depuis un modèle</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="31"/>
        <source>Anywhere on a panel</source>
        <translation>N&apos;importe où sur une section</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="32"/>
        <source>The first hexes along a panel&apos;s edge</source>
        <translation>Les premiers hexagones le long du bord d&apos;une section</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="33"/>
        <source>A panel, at least some hexes from one of its edges</source>
        <translation>Une section, à au moins quelques hexagones de l&apos;un de ses bords</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="35"/>
        <source>The hexes of one terrain on a panel</source>
        <translation>Les hexagones d&apos;un type de terrain sur une section</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="36"/>
        <source>Within some hexes of a panel</source>
        <translation>À quelques hexagones d&apos;une section</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="37"/>
        <source>The first hexes along the map&apos;s edge</source>
        <translation>Les premiers hexagones le long du bord de la carte</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="43"/>
        <source>Anywhere on the map</source>
        <translation>N&apos;importe où sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="47"/>
        <source>Only on %1</source>
        <translation>Seulement sur %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="57"/>
        <location filename="../editor/setup/presetdialog.cpp" line="165"/>
        <source> hexes deep</source>
        <translation> hexagones de profondeur</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="66"/>
        <source> hexes</source>
        <translation> hexagones</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="73"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="74"/>
        <location filename="../editor/setup/presetdialog.cpp" line="163"/>
        <source>P&amp;anel:</source>
        <translation>&amp;Section&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="77"/>
        <source>&amp;Edge:</source>
        <translation>&amp;Bord&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="80"/>
        <location filename="../editor/setup/presetdialog.cpp" line="164"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Profondeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="83"/>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="86"/>
        <source>&amp;Within:</source>
        <translation>&amp;Distance&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="89"/>
        <source>&amp;Only on:</source>
        <translation>Se&amp;ulement sur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="92"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="96"/>
        <source>Create Zone</source>
        <translation>Créer la zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="163"/>
        <source>Of p&amp;anel:</source>
        <translation>De la &amp;section&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="164"/>
        <source>At &amp;least:</source>
        <translation>Au &amp;moins&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="165"/>
        <source> hexes from the edge</source>
        <translation> hexagones du bord</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="188"/>
        <source>No hexes: choose another preset.</source>
        <translation>Aucun hexagone&#xa0;: choisissez un autre modèle.</translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="189"/>
        <source>1 hex</source>
        <translation>1 hexagone</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/presetdialog.cpp" line="189"/>
        <source>%n hexes</source>
        <translation>
            <numerusform>%n hexagone</numerusform>
            <numerusform>%n hexagones</numerusform>
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
        <translation>Exporter un module VASSAL</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="64"/>
        <source>VASSAL modules (*.vmod)</source>
        <translation>Modules VASSAL (*.vmod)</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="71"/>
        <source>Drawing the board, counters and charts...</source>
        <translation>Dessin du plateau, des pions et des tableaux...</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="95"/>
        <source>Saved the VASSAL module %1</source>
        <translation>Module VASSAL %1 enregistré</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="114"/>
        <source>Export &amp;PDF</source>
        <translation>Exporter en &amp;PDF</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="116"/>
        <source>Save map, setup or counter sheets as a PDF to print later</source>
        <translation>Enregistrer les feuilles de carte, de déploiement ou de pions en PDF pour les imprimer plus tard</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="120"/>
        <source>Print Pre&amp;view</source>
        <translation>&amp;Aperçu avant impression</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="121"/>
        <source>See map, setup or counter sheets as they will print</source>
        <translation>Voir les feuilles de carte, de déploiement ou de pions telles qu&apos;elles seront imprimées</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="124"/>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="125"/>
        <source>Print map, setup or counter sheets</source>
        <translation>Imprimer les feuilles de carte, de déploiement ou de pions</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="149"/>
        <source>Export &amp;VASSAL Module...</source>
        <translation>Exporter un module &amp;VASSAL...</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="151"/>
        <source>Save the scenario as a VASSAL module: the board with its hex numbers, every unit as a counter set up where it starts, the turn track, charts and dice</source>
        <translation>Enregistrer le scénario comme module VASSAL&#xa0;: le plateau avec ses numéros d&apos;hexagones, chaque unité en pion déployé à sa position de départ, la piste des tours, les tableaux et les dés</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="88"/>
        <source>Export Map &amp;Image...</source>
        <translation>Exporter une i&amp;mage de la carte...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="89"/>
        <source>Save the map as a PNG picture or an SVG drawing, hexes at a chosen size</source>
        <translation>Enregistrer la carte en image PNG ou en dessin SVG, hexagones à la taille choisie</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="94"/>
        <source>Export &amp;All...</source>
        <translation>&amp;Tout exporter...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="96"/>
        <source>Save the map, setup and counter sheets as three PDFs in a folder, with the sheet options last chosen</source>
        <translation>Enregistrer les feuilles de carte, de déploiement et de pions en trois PDF dans un dossier, avec les dernières options de feuille choisies</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="103"/>
        <source>&amp;Map Sheets...</source>
        <translation>Feuilles de &amp;carte...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="103"/>
        <source>&amp;Setup Sheets...</source>
        <translation>Feuilles de &amp;déploiement...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="104"/>
        <source>&amp;Counter Sheets...</source>
        <translation>Planches de &amp;pions...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="110"/>
        <source>the map at true scale, tiled over pages</source>
        <translation>la carte à l&apos;échelle réelle, répartie sur plusieurs pages</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="111"/>
        <source>a setup sheet per side and one for the referee</source>
        <translation>une feuille de déploiement par camp et une pour l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="112"/>
        <source>every unit&apos;s counters, ready to cut out</source>
        <translation>les pions de chaque unité, prêts à découper</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="119"/>
        <location filename="../editor/print/printcontroller.cpp" line="151"/>
        <source>Save %1 as a PDF</source>
        <translation>Enregistrer %1 en PDF</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="122"/>
        <source>Show %1 as they will print</source>
        <translation>Afficher %1 telles qu&apos;elles seront imprimées</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="125"/>
        <location filename="../editor/print/printcontroller.cpp" line="160"/>
        <location filename="../editor/print/printcontroller.cpp" line="480"/>
        <location filename="../editor/print/printcontroller.cpp" line="534"/>
        <location filename="../editor/print/printcontroller.cpp" line="560"/>
        <source>Print %1</source>
        <translation>Imprimer %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="132"/>
        <source>&amp;Unit Cards...</source>
        <translation>Cartes d&apos;&amp;unité...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="132"/>
        <source>Si&amp;de Sheets...</source>
        <translation>Fiches de &amp;camp...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="133"/>
        <source>&amp;Table Diagram...</source>
        <translation>Plan de la &amp;table...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="133"/>
        <source>P&amp;iece Templates...</source>
        <translation>&amp;Gabarits des éléments...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="134"/>
        <source>&amp;Rosters...</source>
        <translation>&amp;Listes...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="141"/>
        <source>a card per unit type, nine to a page, ready to cut out</source>
        <translation>une carte par type d&apos;unité, neuf par page, prêtes à découper</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="142"/>
        <source>a sheet per side with its faction, pool, secret goal and morale track</source>
        <translation>une fiche par camp avec sa faction, sa réserve, sa mission secrète et sa piste de moral</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="143"/>
        <source>the whole table on one page at a stated scale, with every piece&apos;s distances</source>
        <translation>toute la table sur une page à une échelle indiquée, avec les distances de chaque élément</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="144"/>
        <source>every table piece&apos;s outline at true size, tiled over pages</source>
        <translation>le contour de chaque élément de la table en taille réelle, réparti sur plusieurs pages</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="145"/>
        <source>a roster per side of the pilots who crew its units, with their modifiers</source>
        <translation>une liste par camp des pilotes qui servent ses unités, avec leurs modificateurs</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="155"/>
        <source>Show %1 as it will print</source>
        <translation>Afficher l&apos;aperçu avant impression&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="248"/>
        <source>There is nothing to print: the scenario has no %1.</source>
        <translation>Il n&apos;y a rien à imprimer&#xa0;: le scénario n&apos;a pas de %1.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="263"/>
        <location filename="../editor/print/printcontroller.cpp" line="295"/>
        <source>The scenario has no map.</source>
        <translation>Le scénario n&apos;a pas de carte.</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="77"/>
        <location filename="../editor/print/printcontroller.cpp" line="244"/>
        <location filename="../editor/print/printcontroller.cpp" line="266"/>
        <location filename="../editor/print/printcontroller.cpp" line="275"/>
        <source>Writing %1...</source>
        <translation>Écriture de %1...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="297"/>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="299"/>
        <source>Exporting the sheets...</source>
        <translation>Export des feuilles...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="299"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="302"/>
        <source>Export All</source>
        <translation>Tout exporter</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="308"/>
        <source>Writing %1 (%2 of %3)...</source>
        <translation>Écriture de %1 (%2 sur %3)...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="320"/>
        <source>Could not write the %1 to %2.

%3</source>
        <translation>Impossible d&apos;écrire les %1 dans %2.

%3</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="356"/>
        <source>Print Preview: %1</source>
        <translation>Aperçu avant impression&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="369"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="370"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="376"/>
        <source>Export Map Image</source>
        <translation>Exporter une image de la carte</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="404"/>
        <source>Exported the map to %1</source>
        <translation>Carte exportée dans %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="425"/>
        <location filename="../editor/print/printcontroller.cpp" line="507"/>
        <source>Export %1 to PDF</source>
        <translation>Exporter %1 en PDF</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="426"/>
        <location filename="../editor/print/printcontroller.cpp" line="508"/>
        <source>Export...</source>
        <translation>Exporter...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="612"/>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="438"/>
        <location filename="../editor/print/printcontroller.cpp" line="520"/>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté dans %2</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="450"/>
        <source>Export All Sheets to a Folder</source>
        <translation>Exporter toutes les feuilles dans un dossier</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="458"/>
        <source>Export cancelled</source>
        <translation>Export annulé</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="461"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="465"/>
        <source>Exported the map, setup and counter sheets to %1</source>
        <translation>Feuilles de carte, de déploiement et de pions exportées dans %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="472"/>
        <location filename="../editor/print/printcontroller.cpp" line="526"/>
        <source>Print Preview of %1</source>
        <translation>Aperçu avant impression de %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="472"/>
        <location filename="../editor/print/printcontroller.cpp" line="526"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="480"/>
        <location filename="../editor/print/printcontroller.cpp" line="534"/>
        <source>Print...</source>
        <translation>Imprimer...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="567"/>
        <source>Printing %1...</source>
        <translation>Impression de %1...</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="571"/>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="572"/>
        <source>Could not print %1 on %2.</source>
        <translation>Impossible d&apos;imprimer %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="578"/>
        <source>Sent %1 to the printer</source>
        <translation>%1 envoyé à l&apos;imprimante</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="628"/>
        <source>Could not write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="462"/>
        <location filename="../editor/print/printcontroller.cpp" line="630"/>
        <source>Export Failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="90"/>
        <location filename="../editor/print/printcontroller.cpp" line="631"/>
        <source>Could not write %1.

%2</source>
        <translation>Impossible d&apos;écrire %1.

%2</translation>
    </message>
</context>
<context>
    <name>hexwright::ProblemModel</name>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="80"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="85"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
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
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="394"/>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="396"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
</context>
<context>
    <name>hexwright::RecoveryDialog</name>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="25"/>
        <source>Recover Unsaved Work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="27"/>
        <source>Hexwright did not close normally. It kept copies of these scenarios with the changes that were not saved. Tick the ones to recover or discard.</source>
        <translation>Hexwright ne s&apos;est pas fermé normalement. Il a conservé des copies de ces scénarios avec les modifications non enregistrées. Cochez ceux à récupérer ou à abandonner.</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Autosaved</source>
        <translation>Enregistré automatiquement</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="34"/>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="41"/>
        <source>Untitled (never saved)</source>
        <translation>Sans titre (jamais enregistré)</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="50"/>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="52"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="54"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
</context>
<context>
    <name>hexwright::RectSelectTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="55"/>
        <source>Rectangle &amp;Select</source>
        <translation>&amp;Sélection rectangulaire</translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="59"/>
        <source>Drag to select a block of hexes; Shift adds, Ctrl takes away</source>
        <translation>Faites glisser pour sélectionner un bloc d&apos;hexagones&#x202f;; Maj ajoute, Ctrl retire</translation>
    </message>
</context>
<context>
    <name>hexwright::RefereeAids</name>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="31"/>
        <source>Referee Aids: %1</source>
        <translation>Aides de l&apos;arbitre : %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="35"/>
        <source>&lt;b&gt;No full game:&lt;/b&gt; Book 1 (the sequence of play, movement, spotting, to-hit, damage and morale tables) and Book 3 (equipment and design) are lost. These pages give the procedures the surviving advanced book does define, for a referee to roll. Each page names what the lost books would give.</source>
        <translation>&lt;b&gt;Pas de jeu complet :&lt;/b&gt; le Livre 1 (séquence de jeu, tables de mouvement, de repérage, de toucher, de dégâts et de moral) et le Livre 3 (équipement et conception) sont perdus. Ces pages donnent les procédures que définit le livre avancé qui a survécu, pour qu&apos;un arbitre fasse les jets. Chaque page indique ce que donneraient les livres perdus.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="45"/>
        <source>Dice seed:</source>
        <translation>Graine des dés :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="50"/>
        <source>The same seed gives the same rolls in the same order</source>
        <translation>La même graine donne les mêmes jets dans le même ordre</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="52"/>
        <source>New Seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="55"/>
        <source>Restart Dice</source>
        <translation>Réinitialiser les dés</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="57"/>
        <source>Roll again from the first roll of this seed</source>
        <translation>Relancer à partir du premier jet de cette graine</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="113"/>
        <source>Seed %1, roll %2: %3</source>
        <translation>Graine %1, jet %2 : %3</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="122"/>
        <source>&lt;p&gt;No modifiers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun modificateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="146"/>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="153"/>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="161"/>
        <source>Set the inputs and roll.</source>
        <translation>Renseignez les entrées et lancez.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="164"/>
        <source>What the lost books would give</source>
        <translation>Ce que donneraient les livres perdus</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids.cpp" line="167"/>
        <source>From the advanced book: %1</source>
        <translation>D&apos;après le livre avancé : %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="80"/>
        <source>Rounds fired:</source>
        <translation>Obus tirés :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="81"/>
        <source>Rounds a normal sheaf of the zone needs (R):</source>
        <translation>Obus nécessaires à une gerbe normale de la zone (R) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="83"/>
        <source>Burst (cm):</source>
        <translation>Éclatement (cm) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="84"/>
        <source>Round TL:</source>
        <translation>TL de l&apos;obus :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="85"/>
        <source>MRL rounds</source>
        <translation>Roquettes de MRL</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="86"/>
        <source>Point defense dice listed (nD):</source>
        <translation>Dés de défense rapprochée indiqués (nD) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="87"/>
        <source>Point defense TL:</source>
        <translation>TL de la défense rapprochée :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="88"/>
        <source>A nuclear damper:</source>
        <translation>Un amortisseur nucléaire :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="89"/>
        <source>No</source>
        <translation>Non</translation>
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
        <translation>Tir indirect</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="91"/>
        <source>rules 35 (MRLs), 36 (point defense), 40 (dampers), 59 (sheaf shape).</source>
        <translation>règles 35 (MRL), 36 (défense rapprochée), 40 (amortisseurs), 59 (forme de la gerbe).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="92"/>
        <source>Book 1: fire mission orders, the delay by crew quality, the deviation table.</source>
        <translation>Livre 1 : ordres de mission de tir, délai selon la qualité de l&apos;équipage, table de déviation.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="93"/>
        <source>Book 1: what each sheaf does to what it covers (its hit rolls).</source>
        <translation>Livre 1 : l&apos;effet de chaque gerbe sur ce qu&apos;elle couvre (ses jets de toucher).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="94"/>
        <source>Book 3: each weapon&apos;s point defense dice, burst size and rate of fire; fire-control ranges.</source>
        <translation>Livre 3 : dés de défense rapprochée, taille d&apos;éclatement et cadence de tir de chaque arme ; portées de conduite de tir.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="96"/>
        <source>The book&apos;s own point defense example reads +2 and -3 where its rule gives the tech level difference: the rule is applied here.</source>
        <translation>L&apos;exemple de défense rapprochée du livre indique +2 et -3 là où sa règle donne la différence de niveau technologique : c&apos;est la règle qui est appliquée ici.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="108"/>
        <source>&lt;h3&gt;Point defense against indirect fire&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Défense rapprochée contre le tir indirect&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="110"/>
        <source>&lt;p&gt;%n dice</source>
        <translation>
            <numerusform>&lt;p&gt;%n dé</numerusform>
            <numerusform>&lt;p&gt;%n dés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="111"/>
        <source> (the damper&apos;s multiple)</source>
        <translation> (le multiple de l&apos;amortisseur)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="114"/>
        <source>&lt;p&gt;Dice after the DM: %1 = %2. &lt;b&gt;Rounds destroyed: %3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dés après le DM : %1 = %2. &lt;b&gt;Obus détruits : %3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="118"/>
        <source>&lt;p&gt;Rounds %1 → %2. Sheaf &lt;b&gt;%3 → %4&lt;/b&gt; (R = %5: converged at %6, normal at %5, dispersed at %7).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Obus %1 → %2. Gerbe &lt;b&gt;%3 → %4&lt;/b&gt; (R = %5 : convergente à %6, normale à %5, dispersée à %7).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="126"/>
        <source>&lt;p&gt;The beaten zone, a normal sheaf of %1 rounds of %2 cm burst: %3 cm square, or any shape of the same area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La zone battue, une gerbe normale de %1 obus de %2 cm d&apos;éclatement : un carré de %3 cm, ou toute forme de même surface.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="138"/>
        <source>Bombs dropped:</source>
        <translation>Bombes larguées :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="139"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="161"/>
        <source>Dive bombing</source>
        <translation>Bombardement en piqué</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="140"/>
        <source>MRL: spare rockets aboard</source>
        <translation>MRL : roquettes de rechange à bord</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="141"/>
        <source>MRL crew present:</source>
        <translation>Équipage du MRL présent :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="142"/>
        <source>MRL full crew:</source>
        <translation>Équipage complet du MRL :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="143"/>
        <source>rules 35 (MRLs), 63 (bombing).</source>
        <translation>règles 35 (MRL), 63 (bombardement).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="145"/>
        <source>Bombing and MRLs</source>
        <translation>Bombardement et MRL</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="146"/>
        <source>Book 1: the deviation table that reads the deviation roll, and the direction diagram.</source>
        <translation>Livre 1 : la table de déviation qui interprète le jet de déviation, et le diagramme de direction.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="148"/>
        <source>Book 3: bomb burst sizes and penetrations; MRL tubes and rockets.</source>
        <translation>Livre 3 : tailles d&apos;éclatement et pénétrations des bombes ; tubes et roquettes des MRL.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="155"/>
        <source>&lt;h3&gt;Bombing run&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Passe de bombardement&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="156"/>
        <source>&lt;p&gt;Sheaf: &lt;b&gt;%1&lt;/b&gt;, the size of a sheaf of %2 bombs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gerbe : &lt;b&gt;%1&lt;/b&gt;, la taille d&apos;une gerbe de %2 bombes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="161"/>
        <source>Level bombing</source>
        <translation>Bombardement en palier</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="163"/>
        <source>&lt;p&gt;Deviation roll &lt;b&gt;%1&lt;/b&gt;: read it on Book 1&apos;s deviation table (lost).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jet de déviation &lt;b&gt;%1&lt;/b&gt; : à lire sur la table de déviation du Livre 1 (perdue).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="173"/>
        <source>&lt;p&gt;Direction roll &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;p&gt;Jet de direction &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="175"/>
        <source> (level bombing rerolled %1)</source>
        <translation> (relancé en bombardement en palier : %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="179"/>
        <source>&lt;p&gt;MRL reload: &lt;b&gt;%n turns&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Rechargement du MRL : &lt;b&gt;%n tour&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Rechargement du MRL : &lt;b&gt;%n tours&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="180"/>
        <source>&lt;p&gt;MRL reload: &lt;b&gt;none&lt;/b&gt; below half crew.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Rechargement du MRL : &lt;b&gt;aucun&lt;/b&gt; sous la moitié de l&apos;équipage.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="189"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="294"/>
        <source>Roll for:</source>
        <translation>Jet pour :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="190"/>
        <source>Crossing a minefield</source>
        <translation>Traversée d&apos;un champ de mines</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="191"/>
        <source>Wheels fouled in wire</source>
        <translation>Roues prises dans les barbelés</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="192"/>
        <source>Getting stuck</source>
        <translation>Enlisement</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="194"/>
        <source>Minefield:</source>
        <translation>Champ de mines :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="195"/>
        <source>Laid</source>
        <translation>Posé</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="195"/>
        <source>Scatterable</source>
        <translation>Dispersable</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="196"/>
        <source>Distance crossed (mm):</source>
        <translation>Distance parcourue (mm) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="198"/>
        <source>Increments of rounds (scatterable):</source>
        <translation>Incréments d&apos;obus (dispersable) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="203"/>
        <source>%1 (%2+)</source>
        <translation>%1 (%2+)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="205"/>
        <source>Ground:</source>
        <translation>Sol :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="206"/>
        <source>Ground pressure:</source>
        <translation>Pression au sol :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="207"/>
        <source>Wheeled</source>
        <translation>À roues</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="208"/>
        <source>Low ground pressure</source>
        <translation>Faible pression au sol</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="210"/>
        <source>Mines and Ground</source>
        <translation>Mines et sol</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="211"/>
        <source>rules 55 (minefields, wire), 60 (ground pressure).</source>
        <translation>règles 55 (champs de mines, barbelés), 60 (pression au sol).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="212"/>
        <source>Book 3: mine penetrations, and the rounds or mines one increment needs.</source>
        <translation>Livre 3 : pénétrations des mines, et les obus ou mines nécessaires à un incrément.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="213"/>
        <source>Book 3: the armour table to read a mine&apos;s penetration against the belly; Book 1: the vehicle damage tables.</source>
        <translation>Livre 3 : la table de blindage pour lire la pénétration d&apos;une mine contre le plancher ; Livre 1 : les tables de dégâts des véhicules.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="215"/>
        <source>Book 1: the movement rates and the terrain cost chart.</source>
        <translation>Livre 1 : les taux de mouvement et le tableau des coûts de terrain.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="216"/>
        <source>The dice of the stuck roll are not stated: 2D is our reading.</source>
        <translation>Les dés du jet d&apos;enlisement ne sont pas précisés : 2D est notre interprétation.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="223"/>
        <source>&lt;h3&gt;Crossing a minefield&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Traversée d&apos;un champ de mines&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="224"/>
        <source>&lt;p&gt;%n attack(s), each hitting on %1+.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n attaque, touchant sur %1+.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n attaques, chacune touchant sur %1+.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="234"/>
        <source>&lt;p&gt;&lt;b&gt;Hits: %1&lt;/b&gt;. Each is the mine&apos;s penetration against the belly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Touches : %1&lt;/b&gt;. Chacune applique la pénétration de la mine contre le plancher.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="240"/>
        <source>&lt;h3&gt;Wheels in wire&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roues dans les barbelés&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="242"/>
        <source>&lt;p&gt;&lt;b&gt;Fouled&lt;/b&gt; (%1 on %2+): the crew dismounts and frees the wheels on %3, one roll per friendly movement phase.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prises&lt;/b&gt; (%1 sur %2+) : l&apos;équipage descend et libère les roues sur %3, un jet par phase de mouvement amie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="247"/>
        <source>&lt;p&gt;&lt;b&gt;Not fouled&lt;/b&gt; (%1 on %2+).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas prises&lt;/b&gt; (%1 sur %2+).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="254"/>
        <source>&lt;h3&gt;Getting stuck&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Enlisement&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="258"/>
        <source>&lt;p&gt;&lt;b&gt;Never sticks.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ne s&apos;enlise jamais.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="259"/>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="354"/>
        <source>&lt;p&gt;%1 against %2+: &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 contre %2+ : &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="262"/>
        <source>stuck</source>
        <translation>enlisé</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="262"/>
        <source>moves on</source>
        <translation>continue</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="275"/>
        <source>%1 (radius %2 km)</source>
        <translation>%1 (rayon %2 km)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="276"/>
        <source>World size:</source>
        <translation>Taille du monde :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="280"/>
        <source>Altitudes of both, added (m):</source>
        <translation>Altitudes des deux, additionnées (m) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="282"/>
        <source>Night visibility multiple (0: day):</source>
        <translation>Multiple de visibilité nocturne (0 : jour) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="287"/>
        <source>Weather:</source>
        <translation>Météo :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="288"/>
        <source>Light amplification</source>
        <translation>Amplification de lumière</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="289"/>
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="290"/>
        <source>Stationary soldier</source>
        <translation>Soldat immobile</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="291"/>
        <source>Stationary vehicle or moving soldier</source>
        <translation>Véhicule immobile ou soldat en mouvement</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="293"/>
        <source>Moving vehicle</source>
        <translation>Véhicule en mouvement</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="295"/>
        <source>Spotting (the known point, 8+)</source>
        <translation>Repérage (le point connu, 8+)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="295"/>
        <source>Radar against ECM</source>
        <translation>Radar contre ECM</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="296"/>
        <source>Spotter&apos;s Recon skill:</source>
        <translation>Compétence Recon de l&apos;observateur :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="297"/>
        <source>Target&apos;s Recon skill:</source>
        <translation>Compétence Recon de la cible :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="298"/>
        <source>A drone vehicle spots</source>
        <translation>Un véhicule drone repère</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="299"/>
        <source>Extensive ECM</source>
        <translation>ECM étendues</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="300"/>
        <source>Radar TL:</source>
        <translation>TL du radar :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="301"/>
        <source>ECM TL:</source>
        <translation>TL des ECM :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="302"/>
        <source>Spotting</source>
        <translation>Repérage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="303"/>
        <source>rules 38 (drones), 46 (radar), 47 (night), 48 (weather), 53 (horizon), 80 (Recon).</source>
        <translation>règles 38 (drones), 46 (radar), 47 (nuit), 48 (météo), 53 (horizon), 80 (Recon).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="305"/>
        <source>Book 1: the spotting table (rolls and ranges by target and cover). The only known point: a stationary, concealed man is seen on 8+ at 50 cm by day; the spotting roll here uses it (provisional).</source>
        <translation>Livre 1 : la table de repérage (jets et portées selon la cible et le couvert). Seul point connu : un homme immobile et dissimulé est vu sur 8+ à 50 cm de jour ; le jet de repérage l&apos;utilise ici (provisoire).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="308"/>
        <source>Book 1: concealment, cover and movement DMs; smoke.</source>
        <translation>Livre 1 : DM de dissimulation, de couvert et de mouvement ; fumée.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="309"/>
        <source>Book 3: sensor ranges and powers (radar, thermal, IR).</source>
        <translation>Livre 3 : portées et puissances des capteurs (radar, thermique, IR).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="310"/>
        <source>The night multiple times the weather&apos;s is our reading of rules 47 and 48.</source>
        <translation>Le multiple de nuit multiplié par celui de la météo est notre interprétation des règles 47 et 48.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="318"/>
        <source>&lt;h3&gt;Horizon and spotting range&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Horizon et portée de repérage&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="320"/>
        <source>&lt;p&gt;Horizon: &lt;b&gt;%1 cm&lt;/b&gt; for %2 m of altitudes (the table: %3 cm for a man of average height).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Horizon : &lt;b&gt;%1 cm&lt;/b&gt; pour %2 m d&apos;altitudes (la table : %3 cm pour un homme de taille moyenne).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="331"/>
        <source>&lt;p&gt;At most &lt;b&gt;%1 cm&lt;/b&gt;</source>
        <translation>&lt;p&gt;Au plus &lt;b&gt;%1 cm&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="332"/>
        <source> (the horizon)</source>
        <translation> (l&apos;horizon)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="335"/>
        <source>&lt;p&gt;By day: Book 1&apos;s ranges ×%1, never past &lt;b&gt;%2 cm&lt;/b&gt; (the horizon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;De jour : portées du Livre 1 ×%1, jamais au-delà de &lt;b&gt;%2 cm&lt;/b&gt; (l&apos;horizon).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="346"/>
        <source>&lt;p&gt;%1 against 8+ (provisional: Book 1&apos;s table is lost): &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 contre 8+ (provisoire : la table du Livre 1 est perdue) : &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="349"/>
        <source>seen</source>
        <translation>vu</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="349"/>
        <source>not seen</source>
        <translation>non vu</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="357"/>
        <source>detected</source>
        <translation>détecté</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="357"/>
        <source>not detected</source>
        <translation>non détecté</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="370"/>
        <source>%1 (morale %2)</source>
        <translation>%1 (moral %2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="373"/>
        <source>Quality:</source>
        <translation>Qualité :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="374"/>
        <source>Race:</source>
        <translation>Race :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="375"/>
        <source>Human</source>
        <translation>Humain</translation>
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
        <translation>Recrue Mercenary débutante, non entraînée</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="379"/>
        <source>Led by an NCO or officer</source>
        <translation>Mené par un sous-officier ou un officier</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="380"/>
        <source>Hivers who see the enemy</source>
        <translation>Hivers qui voient l&apos;ennemi</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="381"/>
        <source>Medics:</source>
        <translation>Infirmiers :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Enough</source>
        <translation>Suffisants</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Short</source>
        <translation>Insuffisants</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="382"/>
        <source>Under half</source>
        <translation>Moins de la moitié</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="383"/>
        <source>No hot meal (3 days, 1 in cold or wet)</source>
        <translation>Pas de repas chaud (3 jours, 1 par temps froid ou humide)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="384"/>
        <source>Protective gear on after a gas check</source>
        <translation>Équipement de protection porté après un test de gaz</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="385"/>
        <source>Zhodani officer&apos;s bonus</source>
        <translation>Bonus d&apos;officier zhodani</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="387"/>
        <source>Cramped K&apos;kree crew</source>
        <translation>Équipage K&apos;kree à l&apos;étroit</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="390"/>
        <source>Surprised, then:</source>
        <translation>Surpris, puis :</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="391"/>
        <source>Power-up, elite driver (%n turns)</source>
        <translation>
            <numerusform>Mise sous tension, conducteur d&apos;élite (%n tour)</numerusform>
            <numerusform>Mise sous tension, conducteur d&apos;élite (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="393"/>
        <source>Power-up, veteran driver (%n turns)</source>
        <translation>
            <numerusform>Mise sous tension, conducteur vétéran (%n tour)</numerusform>
            <numerusform>Mise sous tension, conducteur vétéran (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="396"/>
        <source>Power-up, regular driver (%n turns)</source>
        <translation>
            <numerusform>Mise sous tension, conducteur régulier (%n tour)</numerusform>
            <numerusform>Mise sous tension, conducteur régulier (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="399"/>
        <source>Power-up, recruit driver (%n turns)</source>
        <translation>
            <numerusform>Mise sous tension, conducteur recrue (%n tour)</numerusform>
            <numerusform>Mise sous tension, conducteur recrue (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="402"/>
        <source>Arming, high initiative (%n turns)</source>
        <translation>
            <numerusform>Armement, initiative élevée (%n tour)</numerusform>
            <numerusform>Armement, initiative élevée (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="404"/>
        <source>Arming, average initiative (%n turns)</source>
        <translation>
            <numerusform>Armement, initiative moyenne (%n tour)</numerusform>
            <numerusform>Armement, initiative moyenne (%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="406"/>
        <source>Arming, low initiative (%n turns)</source>
        <translation>
            <numerusform>Armement, initiative faible (%n tour)</numerusform>
            <numerusform>Armement, initiative faible (%n tours)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="409"/>
        <source>Battles survived (experience):</source>
        <translation>Batailles survécues (expérience) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="410"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="411"/>
        <source>rules 54 (surprise), 65 (gas), 68 (support), 71 (experience), 74 (races), 79 (Mercenary); 2D at or under the morale passes.</source>
        <translation>règles 54 (surprise), 65 (gaz), 68 (soutien), 71 (expérience), 74 (races), 79 (Mercenary) ; un 2D inférieur ou égal au moral réussit.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="413"/>
        <source>Book 1: when else to check morale, what a failure does (rout, pinning), and rallying.</source>
        <translation>Livre 1 : quand tester aussi le moral, l&apos;effet d&apos;un échec (déroute, clouage) et le ralliement.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="415"/>
        <source>Book 1: leaders (their +1 is only implied here) and the initiative levels that morale gives.</source>
        <translation>Livre 1 : les chefs (leur +1 n&apos;est qu&apos;implicite ici) et les niveaux d&apos;initiative que donne le moral.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="417"/>
        <source>Book 1: orders and their delay (rule 10).</source>
        <translation>Livre 1 : les ordres et leur délai (règle 10).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="435"/>
        <source>&lt;h3&gt;Morale check&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Test de moral&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="438"/>
        <source>&lt;p&gt;%1 against morale %2: &lt;b&gt;passed&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 contre moral %2 : &lt;b&gt;réussi&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="441"/>
        <source>&lt;p&gt;%1 against morale %2: &lt;b&gt;failed by %3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 contre moral %2 : &lt;b&gt;raté de %3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="447"/>
        <source>&lt;p&gt;If surprised: panicked %n turn(s); begins on turn %1, ready at the end of turn %2, acts on turn %3.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Si surpris : paniqué %n tour ; commence au tour %1, prêt à la fin du tour %2, agit au tour %3.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Si surpris : paniqué %n tours ; commence au tour %1, prêt à la fin du tour %2, agit au tour %3.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="454"/>
        <source>&lt;p&gt;After %1 battles survived without routing: morale %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Après %1 batailles survécues sans déroute : moral %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="465"/>
        <source>Damage points:</source>
        <translation>Points de dégâts :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="466"/>
        <source>Damage taken so far:</source>
        <translation>Dégâts subis jusqu&apos;ici :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="467"/>
        <source>Hit&apos;s penetration:</source>
        <translation>Pénétration du coup :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="468"/>
        <source>HE round</source>
        <translation>Obus HE</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="469"/>
        <source>An extra hit this phase</source>
        <translation>Une touche supplémentaire cette phase</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="470"/>
        <source>Original maximum speed (cm):</source>
        <translation>Vitesse maximale d&apos;origine (cm) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="471"/>
        <source>Minimum speed (cm):</source>
        <translation>Vitesse minimale (cm) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="472"/>
        <source>Original agility:</source>
        <translation>Agilité d&apos;origine :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="473"/>
        <source>rule 62 E.</source>
        <translation>règle 62 E.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="475"/>
        <source>Aircraft Damage</source>
        <translation>Dégâts des aéronefs</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="476"/>
        <source>Book 3: each aircraft&apos;s damage points, speeds and agility.</source>
        <translation>Livre 3 : points de dégâts, vitesses et agilité de chaque aéronef.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="477"/>
        <source>Book 1: the to-hit roll and penetration of the weapon that hit.</source>
        <translation>Livre 1 : le jet de toucher et la pénétration de l&apos;arme qui a touché.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="478"/>
        <source>Half a penetration rounds down here: the text does not say.</source>
        <translation>Une demi-pénétration est arrondie à l&apos;inférieur ici : le texte ne le précise pas.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="488"/>
        <source>&lt;h3&gt;Aircraft hit&lt;/h3&gt;&lt;p&gt;The hit does &lt;b&gt;%1&lt;/b&gt; damage points; %2 of %3 taken.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Aéronef touché&lt;/h3&gt;&lt;p&gt;La touche inflige &lt;b&gt;%1&lt;/b&gt; points de dégâts ; %2 sur %3 subis.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="493"/>
        <source>&lt;p&gt;Maximum speed %1 cm, agility %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vitesse maximale %1 cm, agilité %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="497"/>
        <source>&lt;p&gt;&lt;b&gt;Destroyed.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Détruit.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="499"/>
        <source>&lt;p&gt;&lt;b&gt;Crashes&lt;/b&gt;: its maximum speed is below its minimum; unwounded crew may bail out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;S&apos;écrase&lt;/b&gt; : sa vitesse maximale est inférieure à sa vitesse minimale ; l&apos;équipage indemne peut s&apos;éjecter.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="504"/>
        <source>&lt;p&gt;%1 (%2%): </source>
        <translation>&lt;p&gt;%1 (%2 %) : </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="506"/>
        <source>no critical.&lt;/p&gt;</source>
        <translation>pas de critique.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/refereeaids_pages.cpp" line="510"/>
        <source>&lt;b&gt;critical&lt;/b&gt;; %1: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;critique&lt;/b&gt; ; %1 : %2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hexwright::ReinforcementForm</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="37"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="39"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="41"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="42"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="86"/>
        <source>The side whose units arrive. Units of the old side go back off-board when it changes.</source>
        <translation>Le camp dont les unités arrivent. Les unités de l&apos;ancien camp retournent hors carte quand il change.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="88"/>
        <source>S&amp;ide:</source>
        <translation>&amp;Camp&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="92"/>
        <source>The turn at the start of which the units arrive</source>
        <translation>Le tour au début duquel les unités arrivent</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="93"/>
        <source>T&amp;urn:</source>
        <translation>&amp;Tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="96"/>
        <source>Along a map edge</source>
        <translation>Le long d&apos;un bord de carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="97"/>
        <source>At a road entry hex</source>
        <translation>Par un hexagone d&apos;entrée sur route</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="98"/>
        <source>Anywhere in a zone</source>
        <translation>N&apos;importe où dans une zone</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="99"/>
        <source>By paradrop onto a drop zone</source>
        <translation>Par parachutage sur une zone de largage</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="100"/>
        <source>Edge decided by a die roll</source>
        <translation>Bord déterminé par un jet de dé</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="101"/>
        <source>&amp;Enters:</source>
        <translation>&amp;Entrée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="114"/>
        <source>E&amp;dge:</source>
        <translation>&amp;Bord&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="117"/>
        <source>The panels whose edge it is; none ticked: the whole map&apos;s edge</source>
        <translation>Les sections dont c&apos;est le bord&#x202f;; aucune cochée&#xa0;: le bord de toute la carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="121"/>
        <source>Of panels:</source>
        <translation>Des sections&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="131"/>
        <source>e.g. 0812</source>
        <translation>p. ex. 0812</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="132"/>
        <source>The label of the hex where the units enter; Enter to apply</source>
        <translation>Le repère de l&apos;hexagone où entrent les unités&#x202f;; Entrée pour appliquer</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="133"/>
        <source>&amp;Pick on Map</source>
        <translation>&amp;Désigner sur la carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="135"/>
        <source>Take the next click on the map as the entry hex</source>
        <translation>Prendre le prochain clic sur la carte comme hexagone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="138"/>
        <source>&amp;Hex:</source>
        <translation>&amp;Hexagone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="155"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="384"/>
        <source>&amp;Zone:</source>
        <translation>&amp;Zone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="168"/>
        <source>Die roll outcomes</source>
        <translation>Résultats du jet de dé</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="169"/>
        <source>Panels</source>
        <translation>Sections</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="173"/>
        <source>Faces of 1d6 (&quot;1,2,3&quot;), the edge they choose and its panels (&quot;1, 2&quot;; empty: the whole map&apos;s edge)</source>
        <translation>Faces du 1d6 («&#xa0;1,2,3&#xa0;»), le bord qu&apos;elles désignent et ses sections («&#xa0;1, 2&#xa0;»&#x202f;; vide&#xa0;: le bord de toute la carte)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="178"/>
        <source>Add Outcome</source>
        <translation>Ajouter un résultat</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="180"/>
        <source>Remove Outcome</source>
        <translation>Supprimer le résultat</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="189"/>
        <source>Roll again if the roll picks the edge another reinforcement rolled (scenario 13: &quot;re-roll if Blue rolls Red&apos;s board&quot;)</source>
        <translation>Relancer si le jet désigne le bord qu&apos;un autre renfort a obtenu (scénario 13&#xa0;: «&#xa0;relancer si Bleu obtient le plateau de Rouge&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="191"/>
        <source>Re-roll if same as:</source>
        <translation>Relancer si identique à&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="198"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="202"/>
        <source>Units that arrive</source>
        <translation>Unités qui arrivent</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="203"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="211"/>
        <source>&amp;Add Units...</source>
        <translation>&amp;Ajouter des unités...</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="213"/>
        <source>Bring units of this side that are held off-board</source>
        <translation>Faire venir des unités de ce camp gardées hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="214"/>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="216"/>
        <source>Send the selected units back off-board</source>
        <translation>Renvoyer les unités sélectionnées hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="229"/>
        <source>Change Reinforcement Turn</source>
        <translation>Modifier le tour du renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="336"/>
        <source>Select a reinforcement in the timeline, or make a new one.</source>
        <translation>Sélectionnez un renfort dans la chronologie, ou créez-en un nouveau.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="378"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="584"/>
        <source>%1 is not a playable hex of the map.</source>
        <translation>%1 n&apos;est pas un hexagone jouable de la carte.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="384"/>
        <source>&amp;Drop zone:</source>
        <translation>Zone de &amp;largage&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="390"/>
        <source>(never)</source>
        <translation>(jamais)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="411"/>
        <source>Panel %1</source>
        <translation>Section %1</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="491"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="495"/>
        <source>Change Reinforcement Side</source>
        <translation>Modifier le camp du renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="493"/>
        <source>Return Units Off-board</source>
        <translation>Renvoyer les unités hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="532"/>
        <source>No Zones</source>
        <translation>Aucune zone</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="533"/>
        <source>The scenario has no zones yet. Make one in the Setup dock first.</source>
        <translation>Le scénario n&apos;a encore aucune zone. Créez-en d&apos;abord une dans le panneau Déploiement.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="553"/>
        <source>Change Reinforcement Entry</source>
        <translation>Modifier l&apos;entrée du renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="568"/>
        <source>Change Entry Edge</source>
        <translation>Modifier le bord d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="578"/>
        <source>&quot;%1&quot; is not a hex label: type column and row, like %2.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un repère d&apos;hexagone&#xa0;: saisissez la colonne et la rangée, comme %2.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="598"/>
        <source>Change Entry Hex</source>
        <translation>Modifier l&apos;hexagone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="609"/>
        <source>Change Entry Zone</source>
        <translation>Modifier la zone d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="645"/>
        <source>Change Die Roll</source>
        <translation>Modifier le jet de dé</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="669"/>
        <source>Add Die Roll Outcome</source>
        <translation>Ajouter un résultat du jet de dé</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="682"/>
        <source>Remove Die Roll Outcome</source>
        <translation>Supprimer un résultat du jet de dé</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/schedule/reinforcementform.cpp" line="706"/>
        <source>Add %n Units to %1</source>
        <translation>
            <numerusform>Ajouter %n unité à %1</numerusform>
            <numerusform>Ajouter %n unités à %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="730"/>
        <source>Return Units of %1 Off-board</source>
        <translation>Renvoyer les unités de %1 hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="744"/>
        <source>No Units Off-board</source>
        <translation>Aucune unité hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="745"/>
        <source>No units of this side are held off-board. Buy them in the Forces dock: new lines start off-board.</source>
        <translation>Aucune unité de ce camp n&apos;est gardée hors carte. Achetez-les dans le panneau Forces&#xa0;: les nouvelles lignes commencent hors carte.</translation>
    </message>
</context>
<context>
    <name>hexwright::ReplayControls</name>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="172"/>
        <source>Replay</source>
        <translation>Rejeu</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="184"/>
        <source>&amp;First Action</source>
        <translation>&amp;Première action</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="185"/>
        <source>Go back to the start of the game</source>
        <translation>Revenir au début de la partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="186"/>
        <source>Step &amp;Back</source>
        <translation>Pas en a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="187"/>
        <source>Take back the last action shown</source>
        <translation>Reprendre la dernière action affichée</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="189"/>
        <source>Step &amp;Forward</source>
        <translation>Pas en a&amp;vant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="190"/>
        <source>Show the next action of the log and its rolls</source>
        <translation>Afficher l&apos;action suivante du journal et ses jets</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="191"/>
        <source>&amp;Last Action</source>
        <translation>&amp;Dernière action</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="192"/>
        <source>Go to the end of the game</source>
        <translation>Aller à la fin de la partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="207"/>
        <location filename="../editor/playtest/replaycontrols.cpp" line="214"/>
        <source>Action shown</source>
        <translation>Action affichée</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="210"/>
        <source>Drag to any action of the game</source>
        <translation>Faire glisser vers n&apos;importe quelle action de la partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="216"/>
        <source>action </source>
        <translation>action </translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="219"/>
        <source> of %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="342"/>
        <source>Replay of %1 — action %2 of %3</source>
        <translation>Rejeu de %1 — action %2 sur %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="360"/>
        <source>The game as it starts</source>
        <translation>La partie à son début</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="363"/>
        <source>Action %1 of %2: %3 (the end of the game)</source>
        <translation>Action %1 sur %2&#xa0;: %3 (la fin de la partie)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/replaycontrols.cpp" line="364"/>
        <source>Action %1 of %2: %3</source>
        <translation>Action %1 sur %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>hexwright::RoadTool</name>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="23"/>
        <source>&amp;Road</source>
        <translation>R&amp;oute</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="27"/>
        <source>Drag from hex to hex to draw a road; drag with the right button or Shift to erase road</source>
        <translation>Faites glisser d&apos;hexagone en hexagone pour tracer une route&#x202f;; faites glisser avec le bouton droit ou Maj pour effacer la route</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="74"/>
        <source>No road there to erase</source>
        <translation>Aucune route à effacer ici</translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="75"/>
        <source>The road is there already</source>
        <translation>La route est déjà là</translation>
    </message>
</context>
<context>
    <name>hexwright::RosterDock</name>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="143"/>
        <source>Check the options to buy for every unit of the line</source>
        <translation>Cochez les options à acheter pour chaque unité de la ligne</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="160"/>
        <location filename="../editor/roster/rosterdock.cpp" line="189"/>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="169"/>
        <source>&amp;Side:</source>
        <translation>&amp;Camp&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="178"/>
        <location filename="../editor/roster/rosterdock.cpp" line="340"/>
        <source>No sides yet. A scenario needs sides before it has forces.</source>
        <translation>Aucun camp pour l&apos;instant. Un scénario a besoin de camps avant d&apos;avoir des forces.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="204"/>
        <source>Drag a line onto a map hex to set up one unit (Shift: the whole line, Ctrl: ask how many, Alt: in the zone under the cursor)</source>
        <translation>Faites glisser une ligne sur un hexagone pour déployer une unité (Maj&#xa0;: toute la ligne, Ctrl&#xa0;: demander combien, Alt&#xa0;: dans la zone sous le curseur)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="209"/>
        <source>&amp;Colour:</source>
        <translation>C&amp;ouleur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="216"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="220"/>
        <source>C&amp;ount:</source>
        <translation>&amp;Nombre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="224"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="226"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="228"/>
        <source>Remove the selected line (Delete)</source>
        <translation>Retirer la ligne sélectionnée (Suppr)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="229"/>
        <source>Place in &amp;Zone...</source>
        <translation>Placer dans une &amp;zone...</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="231"/>
        <source>Set every unit of the selected lines up in a zone</source>
        <translation>Déployer toutes les unités des lignes sélectionnées dans une zone</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="271"/>
        <source>Place in Zone</source>
        <translation>Placer dans une zone</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="271"/>
        <source>Set the selected units up in:</source>
        <translation>Déployer les unités sélectionnées dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="342"/>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="386"/>
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n point)</numerusform>
            <numerusform>%1 (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="387"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="412"/>
        <source>%1 of %2 points</source>
        <translation>%1 points sur %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="414"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="418"/>
        <source>Over budget by %n points</source>
        <translation>
            <numerusform>Budget dépassé de %n point</numerusform>
            <numerusform>Budget dépassé de %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="436"/>
        <location filename="../editor/roster/rosterdock.cpp" line="442"/>
        <source>The attacker should have about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation>L&apos;attaquant devrait avoir environ 20 % de points de plus que le défenseur&#xa0;: environ %1 contre les %3 de %2.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="450"/>
        <source>The attacker should have about 20 % more points than the defender.</source>
        <translation>L&apos;attaquant devrait avoir environ 20 % de points de plus que le défenseur.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="452"/>
        <source>Under %1 points buys very few good units.</source>
        <translation>En dessous de %1 points, on n&apos;achète que très peu de bonnes unités.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="454"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation>Au-delà de %1 points, c&apos;est généralement trop lourd.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="455"/>
        <source>%1-%2 points a side plays in a few hours; under %3 or over %4 is discouraged.</source>
        <translation>%1 à %2 points par camp se jouent en quelques heures&#x202f;; moins de %3 ou plus de %4 est déconseillé.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="500"/>
        <location filename="../editor/roster/rosterdock.cpp" line="522"/>
        <source>Add %1 %2</source>
        <translation>Ajouter %1 %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="549"/>
        <source>Remove Force Line</source>
        <translation>Retirer la ligne de forces</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="550"/>
        <source>Remove %n Force Lines</source>
        <translation>
            <numerusform>Retirer %n ligne de forces</numerusform>
            <numerusform>Retirer %n lignes de forces</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="608"/>
        <source>Place 1 Unit in &apos;%1&apos;</source>
        <translation>Placer 1 unité dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="608"/>
        <source>Place %n Units in &apos;%1&apos;</source>
        <translation>
            <numerusform>Placer %n unité dans «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>Placer %n unités dans «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::RosterModel</name>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="179"/>
        <source> + %1 options</source>
        <translation> + %1 options</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="181"/>
        <source> + %1 rally</source>
        <translation> + %1 ralliement</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="186"/>
        <source> (line: +%1 leaders and skills)</source>
        <translation> (ligne : +%1 chefs et compétences)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="249"/>
        <location filename="../editor/roster/rostermodel.cpp" line="420"/>
        <source>Off board</source>
        <translation>Hors carte</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="255"/>
        <source>Zone: %1</source>
        <translation>Zone&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="271"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="301"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="307"/>
        <source>This unit takes no purchase options.</source>
        <translation>Cette unité ne prend aucune option d&apos;achat.</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="308"/>
        <source>Options this unit can take: %1 (double-click to choose)</source>
        <translation>Options que cette unité peut prendre&#xa0;: %1 (double-clic pour choisir)</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="316"/>
        <source>Points per unit: the cost chart&apos;s price with its options, plus the rally cost of the colour&apos;s morale</source>
        <translation>Points par unité&#xa0;: le prix du tableau des coûts avec ses options, plus le coût de ralliement du moral de sa couleur</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="329"/>
        <source>Where the line sets up. Drag the line onto the map to set units up on a hex (Alt: in the zone under the cursor).</source>
        <translation>Où la ligne se déploie. Faites glisser la ligne sur la carte pour déployer des unités sur un hexagone (Alt&#xa0;: dans la zone sous le curseur).</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="372"/>
        <source>Change Count of %1</source>
        <translation>Modifier le nombre de %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="391"/>
        <source>Change Options of %1</source>
        <translation>Modifier les options de %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="410"/>
        <source>Set Up %1</source>
        <translation>Déployer %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="430"/>
        <source>Reinforcement %1</source>
        <translation>Renfort %1</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="437"/>
        <source>At %1, %2</source>
        <extracomment>a unit placed at a point of the table: &quot;At 18.0 in, 3.0 in&quot;</extracomment>
        <translation>En %1, %2</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="489"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="491"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="493"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="495"/>
        <source>Cost per unit</source>
        <translation>Coût unitaire</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="497"/>
        <source>Line cost</source>
        <translation>Coût de la ligne</translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="499"/>
        <source>Placed</source>
        <translation>Placement</translation>
    </message>
</context>
<context>
    <name>hexwright::ScenarioPropertiesDialog</name>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="81"/>
        <source>Scenario Properties</source>
        <translation>Propriétés du scénario</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="89"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="92"/>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="95"/>
        <source>Where the scenario comes from, e.g. the book&apos;s scenario 8</source>
        <translation>D&apos;où vient le scénario, p. ex. le scénario 8 des règles</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="96"/>
        <source>&amp;Source:</source>
        <translation>&amp;Source&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="106"/>
        <source>A side is played by player %1, so there are at least %1 players</source>
        <translation>Un camp est joué par le joueur %1, il y a donc au moins %1 joueurs</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="109"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="112"/>
        <source>Designer&apos;s notes: which units stand in for lost counter pictures, what was guessed</source>
        <translation>Notes du concepteur&#xa0;: quelles unités remplacent des illustrations de pions perdues, ce qui a été deviné</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="114"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="115"/>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="119"/>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="120"/>
        <source>The story and situation every player reads</source>
        <translation>L&apos;histoire et la situation que lit chaque joueur</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="121"/>
        <source>&amp;Briefing</source>
        <translation>&amp;Briefing</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="127"/>
        <source>Special rules</source>
        <translation>Règles spéciales</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="128"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="128"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="143"/>
        <source>The rule in the words players read</source>
        <translation>La règle dans les termes que lisent les joueurs</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="145"/>
        <source>&amp;Words:</source>
        <translation>&amp;Texte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="148"/>
        <source>What the playtest obeys; the words alone are not checked</source>
        <translation>Ce que la partie test applique&#x202f;; le texte seul n&apos;est pas vérifié</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="150"/>
        <source>None: words only</source>
        <translation>Aucun&#xa0;: texte seulement</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="158"/>
        <source>&amp;Effect:</source>
        <translation>&amp;Effet&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="170"/>
        <source>&amp;Add Rule</source>
        <translation>Ajouter une &amp;règle</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="172"/>
        <source>&amp;Remove Rule</source>
        <translation>Su&amp;pprimer la règle</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="174"/>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="176"/>
        <source>Move &amp;Down</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="196"/>
        <source>Special &amp;Rules (%1)</source>
        <translation>Règles spé&amp;ciales (%1)</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="352"/>
        <source>An optional part of the effect: check it to use it</source>
        <translation>Une partie facultative de l&apos;effet&#xa0;: cochez-la pour l&apos;utiliser</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="421"/>
        <source>Rule %1: &apos;%2&apos; is not a valid id: use lowercase letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation>Règle %1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un identifiant valide&#xa0;: utilisez des minuscules, des chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;».</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="426"/>
        <source>Rule %1: the id &apos;%2&apos; is used twice.</source>
        <translation>Règle %1&#xa0;: l&apos;identifiant «&#xa0;%2&#xa0;» est utilisé deux fois.</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="428"/>
        <source>Rule %1 has no text.</source>
        <translation>La règle %1 n&apos;a pas de texte.</translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="461"/>
        <source>Change Scenario Properties</source>
        <translation>Modifier les propriétés du scénario</translation>
    </message>
</context>
<context>
    <name>hexwright::ScheduleDock</name>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="31"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="36"/>
        <source>&amp;New Reinforcement</source>
        <translation>&amp;Nouveau renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="38"/>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="40"/>
        <source>Schedule units of a side to arrive on a later turn</source>
        <translation>Prévoir l&apos;arrivée d&apos;unités d&apos;un camp à un tour ultérieur</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="42"/>
        <source>D&amp;uplicate Reinforcement</source>
        <translation>D&amp;upliquer le renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="44"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="46"/>
        <source>Another reinforcement of the same side, turn and entry, without units</source>
        <translation>Un autre renfort du même camp, au même tour et par la même entrée, sans unités</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="48"/>
        <source>&amp;Delete Reinforcement</source>
        <translation>&amp;Supprimer le renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="50"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="51"/>
        <source>Delete the selected reinforcement (Delete in the timeline); its units go back off-board</source>
        <translation>Supprimer le renfort sélectionné (Suppr dans la chronologie)&#x202f;; ses unités retournent hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="53"/>
        <source>Delete the selected reinforcement; its units go back off-board</source>
        <translation>Supprimer le renfort sélectionné&#x202f;; ses unités retournent hors carte</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="62"/>
        <source>Game length:</source>
        <translation>Durée de la partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="63"/>
        <source>&amp;Turns</source>
        <translation>&amp;Tours</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="65"/>
        <source>The game ends after this many turns</source>
        <translation>La partie se termine après ce nombre de tours</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="69"/>
        <source>Game length in turns</source>
        <translation>Durée de la partie en tours</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="70"/>
        <source>Turns, up to the last of the turn record</source>
        <translation>Tours, jusqu&apos;au dernier de la piste des tours</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="75"/>
        <source>or &amp;until:</source>
        <translation>ou &amp;jusqu&apos;à&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="78"/>
        <source>The game also ends as soon as this victory condition holds</source>
        <translation>La partie se termine aussi dès que cette condition de victoire est remplie</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="199"/>
        <source>(no condition)</source>
        <translation>(aucune condition)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="210"/>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="240"/>
        <source>Change Game Length</source>
        <translation>Modifier la durée de la partie</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="268"/>
        <source>New Reinforcement</source>
        <translation>Nouveau renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="283"/>
        <source>Duplicate Reinforcement</source>
        <translation>Dupliquer le renfort</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="294"/>
        <source>Delete Reinforcement %1</source>
        <translation>Supprimer le renfort %1</translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="314"/>
        <source>Move Reinforcement %1 to Turn %2</source>
        <translation>Déplacer le renfort %1 au tour %2</translation>
    </message>
</context>
<context>
    <name>hexwright::SetupTool</name>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="33"/>
        <source>Set &amp;Up Units</source>
        <translation>&amp;Déployer les unités</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="38"/>
        <source>Drag stacks from hex to hex; Delete sends the units under the cursor off board. Drag roster lines from the Forces dock onto the map to set them up</source>
        <translation>Faites glisser les piles d&apos;hexagone en hexagone&#x202f;; Suppr renvoie hors carte les unités sous le curseur. Faites glisser des lignes du panneau Forces sur la carte pour les déployer</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="47"/>
        <source>Drag a stack to move it; Delete sends the units under the cursor off board</source>
        <translation>Faites glisser une pile pour la déplacer&#x202f;; Suppr renvoie hors carte les unités sous le curseur</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="78"/>
        <source>No units on %1. Drag lines from the Forces dock to set units up.</source>
        <translation>Aucune unité en %1. Faites glisser des lignes du panneau Forces pour déployer des unités.</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="116"/>
        <source>Units set up on whole hexes of the map only.</source>
        <translation>Les unités ne se déploient que sur des hexagones entiers de la carte.</translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="124"/>
        <source>Move 1 Unit from %1 to %2</source>
        <translation>Déplacer 1 unité de %1 à %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="125"/>
        <source>Move %n Units from %1 to %2</source>
        <translation>
            <numerusform>Déplacer %n unité de %1 à %2</numerusform>
            <numerusform>Déplacer %n unités de %1 à %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="144"/>
        <source>Return 1 Unit Off Board from %1</source>
        <translation>Renvoyer 1 unité de %1 hors carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="145"/>
        <source>Return %n Units Off Board from %1</source>
        <translation>
            <numerusform>Renvoyer %n unité de %1 hors carte</numerusform>
            <numerusform>Renvoyer %n unités de %1 hors carte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="164"/>
        <source>No units on %1.</source>
        <translation>Aucune unité en %1.</translation>
    </message>
</context>
<context>
    <name>hexwright::SetupTray</name>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="71"/>
        <source>Pieces to place</source>
        <translation>Pions à placer</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="72"/>
        <source>Drag a piece onto a lit place on the map, or select it and click there; Enter takes the keyboard to the map, where the arrows and Enter place it</source>
        <translation>Faites glisser un pion sur un emplacement éclairé de la carte, ou sélectionnez-le et cliquez à cet endroit&#x202f;; Entrée passe le clavier à la carte, où les flèches et Entrée le placent</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="83"/>
        <source>Place the Rest Automatically</source>
        <translation>Placer le reste automatiquement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="86"/>
        <source>Set up every piece left in the tray in legal hexes of its zones, as the engine chooses; Undo takes it back</source>
        <translation>Déployer chaque pion restant dans le panneau sur des hexagones autorisés de ses zones, selon le choix du moteur&#x202f;; Annuler revient en arrière</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="93"/>
        <location filename="../editor/playtest/setuptray.cpp" line="139"/>
        <source>End Set-up</source>
        <translation>Terminer le déploiement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="101"/>
        <source>Undo the last placement</source>
        <translation>Annuler le dernier placement</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="156"/>
        <source>%1 has placed every piece: end the set-up, or take a placement back with Undo.</source>
        <translation>%1 a placé tous ses pions&#xa0;: terminez le déploiement, ou annulez un placement avec Annuler.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/setuptray.cpp" line="153"/>
        <source>%1 sets up %n piece(s): drag each onto a lit place on the map.</source>
        <translation>
            <numerusform>%1 déploie %n pion&#xa0;: faites-le glisser sur un emplacement éclairé de la carte.</numerusform>
            <numerusform>%1 déploie %n pions&#xa0;: faites glisser chacun sur un emplacement éclairé de la carte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="139"/>
        <source>End %1</source>
        <translation>Terminer la phase %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/setuptray.cpp" line="130"/>
        <source>End %1&apos;s set-up; play goes on to the next player&apos;s</source>
        <translation>Terminer le déploiement de %1&#x202f;; le jeu passe à celui du joueur suivant</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/playtest/setuptray.cpp" line="131"/>
        <source>%n piece(s) still to place: place them, or Place the Rest Automatically</source>
        <translation>
            <numerusform>Il reste %n pion à placer&#xa0;: placez-le, ou utilisez Placer le reste automatiquement</numerusform>
            <numerusform>Il reste %n pions à placer&#xa0;: placez-les, ou utilisez Placer le reste automatiquement</numerusform>
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
        <translation>&amp;Niveaux de gris, terrains distingués par des motifs</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="87"/>
        <source>For black-and-white printers; otherwise the book&apos;s colours</source>
        <translation>Pour les imprimantes noir et blanc&#x202f;; sinon les couleurs des règles</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="132"/>
        <source>Hex size across the flats on paper; the book&apos;s map has 16 mm</source>
        <translation>Taille d&apos;un hexagone entre côtés sur le papier&#x202f;; la carte des règles en a 16 mm</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="133"/>
        <source>&amp;Hex size:</source>
        <translation>&amp;Taille d&apos;hexagone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="136"/>
        <source>Map repeated on both sides of the seam between two pages</source>
        <translation>Carte répétée des deux côtés de la jonction entre deux pages</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="137"/>
        <source>O&amp;verlap:</source>
        <translation>Chev&amp;auchement&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="138"/>
        <source>&amp;Cut and alignment marks</source>
        <translation>&amp;Repères de coupe et d&apos;alignement</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="141"/>
        <source>&amp;Assembly diagram page and page labels</source>
        <translation>Page de &amp;schéma d&apos;assemblage et étiquettes de page</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="143"/>
        <source>Hex &amp;numbers</source>
        <translation>Numéros des &amp;hexagones</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="157"/>
        <source>Player %1: %2</source>
        <translation>Joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="164"/>
        <source>A sheet for &amp;each player:</source>
        <translation>Une feuille pour &amp;chaque joueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="425"/>
        <source>Tick at least one player.</source>
        <translation>Cochez au moins un joueur.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="165"/>
        <source>A &amp;referee sheet showing everything</source>
        <translation>Une feuille d&apos;&amp;arbitre montrant tout</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="175"/>
        <source>Counter edge on paper; the book&apos;s counters are half an inch (12.7 mm)</source>
        <translation>Côté d&apos;un pion sur le papier&#x202f;; les pions des règles font un demi-pouce (12,7 mm)</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="177"/>
        <source>&amp;Counter size:</source>
        <translation>Taille des p&amp;ions&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="180"/>
        <source>On back pages, mirrored for double-sided printing</source>
        <translation>Sur des pages de dos, en miroir pour l&apos;impression recto verso</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="181"/>
        <source>Beside the fronts, to fold</source>
        <translation>À côté des recto, à plier</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="182"/>
        <source>Where the backs of two-sided counters (infantry on foot and mounted) go</source>
        <translation>Où vont les dos des pions à deux faces (infanterie à pied et embarquée)</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="184"/>
        <source>&amp;Backs:</source>
        <translation>&amp;Dos&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="185"/>
        <source>C&amp;ut lines</source>
        <translation>&amp;Lignes de coupe</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="193"/>
        <source>&amp;Mark provisional counter factors</source>
        <translation>&amp;Marquer les facteurs provisoires des pions</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="194"/>
        <source>A dagger on the factors the rulebook&apos;s text does not give, and a footnote</source>
        <translation>Une croix sur les facteurs que le texte des règles ne donne pas, et une note de bas de page</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="203"/>
        <source>Map Sheets</source>
        <translation>Feuilles de carte</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="205"/>
        <source>Setup Sheets</source>
        <translation>Feuilles de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="207"/>
        <source>Counter Sheets</source>
        <translation>Planches de pions</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="214"/>
        <source>Makes 1 page.</source>
        <translation>Produit 1 page.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="214"/>
        <source>Makes %1 pages.</source>
        <translation>Produit %1 pages.</translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="428"/>
        <source>Nothing to print.</source>
        <translation>Rien à imprimer.</translation>
    </message>
</context>
<context>
    <name>hexwright::SideChoicesEditor</name>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="36"/>
        <source>%1 (unknown)</source>
        <translation>%1 (inconnu)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="51"/>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="52"/>
        <source>The faction the side&apos;s player plays: it decides the goals the player may choose from</source>
        <translation>La faction que joue le joueur du camp&#xa0;: elle détermine les missions parmi lesquelles il peut choisir</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="54"/>
        <source>Fa&amp;ction:</source>
        <translation>Fa&amp;ction&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="81"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="107"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="125"/>
        <source>%1 (marker %2)</source>
        <translation>%1 (marqueur %2)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="128"/>
        <source>Not chosen</source>
        <translation>Non choisi</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="130"/>
        <source>The objective marker the goal is secretly tied to</source>
        <translation>Le marqueur d&apos;objectif auquel la mission est secrètement liée</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="144"/>
        <source>Remove Faction</source>
        <translation>Retirer la faction</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="145"/>
        <source>Choose Faction %1</source>
        <translation>Choisir la faction %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidechoiceseditor.cpp" line="160"/>
        <source>Choose %1 %2</source>
        <translation>Choisir %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>hexwright::SidesDock</name>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="62"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="64"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="68"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="74"/>
        <location filename="../editor/sides/sidesdock.cpp" line="88"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="101"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="104"/>
        <source>Add a side with the first free colour (at most %1 sides)</source>
        <translation>Ajouter un camp avec la première couleur libre (au plus %1 camps)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="106"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="108"/>
        <source>Remove the side with its forces, reinforcements, hidden units and the victory conditions that name it</source>
        <translation>Retirer le camp avec ses forces, ses renforts, ses unités cachées et les conditions de victoire qui le désignent</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="111"/>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="113"/>
        <source>Move the side up the list</source>
        <translation>Monter le camp dans la liste</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="115"/>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="117"/>
        <source>Move the side down the list</source>
        <translation>Descendre le camp dans la liste</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="138"/>
        <source>A side needs a name</source>
        <translation>Un camp a besoin d&apos;un nom</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="139"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="144"/>
        <source>The id the file uses for the side; changing it changes every force, reinforcement, hidden unit and victory condition of the side too</source>
        <translation>L&apos;identifiant que le fichier utilise pour le camp&#x202f;; le changer change aussi toutes les forces, tous les renforts, unités cachées et conditions de victoire du camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="147"/>
        <source>&amp;Id:</source>
        <translation>&amp;Identifiant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="151"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="162"/>
        <source>Colours:</source>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="167"/>
        <source>&amp;Role:</source>
        <translation>Rô&amp;le&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="171"/>
        <source>1 sets up first</source>
        <translation>1 se déploie en premier</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="172"/>
        <source>&amp;Sets up:</source>
        <translation>&amp;Déploiement&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="180"/>
        <source>1 moves first each turn</source>
        <translation>1 joue en premier à chaque tour</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="181"/>
        <source>&amp;Moves:</source>
        <translation>&amp;Mouvement&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="187"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="189"/>
        <source>The points the side may spend on its forces</source>
        <translation>Les points que le camp peut dépenser pour ses forces</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="192"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="195"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="198"/>
        <source>Use the suggested budget</source>
        <translation>Utiliser le budget suggéré</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="211"/>
        <source>What this side&apos;s player reads: set-up, orders, aims</source>
        <translation>Ce que lit le joueur de ce camp&#xa0;: déploiement, ordres, buts</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="213"/>
        <source>Brie&amp;fing:</source>
        <translation>Brie&amp;fing&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="214"/>
        <source>Side</source>
        <translation>Camp</translation>
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
        <translation>Alliances</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="246"/>
        <source>Rename Side &apos;%1&apos;</source>
        <translation>Renommer le camp «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="639"/>
        <source>Add Side &apos;%1&apos;</source>
        <translation>Ajouter le camp «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="673"/>
        <source>Remove Side &apos;%1&apos;</source>
        <translation>Retirer le camp «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="255"/>
        <source>Change Player</source>
        <translation>Changer de joueur</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="152"/>
        <source>No player (the rules &amp;move it)</source>
        <translation>Aucun joueur (les règles le &amp;déplacent)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="155"/>
        <source>No person plays this side: the rules bring its units in, and they never move or fire of their own accord (a solitaire scenario&apos;s enemy). Its player is not counted among the scenario&apos;s players</source>
        <translation>Personne ne joue ce camp&#xa0;: les règles font entrer ses unités, qui ne se déplacent ni ne tirent jamais d&apos;elles-mêmes (l&apos;ennemi d&apos;un scénario solitaire). Son joueur n&apos;est pas compté parmi les joueurs du scénario</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="175"/>
        <source>Units added to this side&apos;s forces set up in this zone</source>
        <translation>Les unités ajoutées aux forces de ce camp se déploient dans cette zone</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="176"/>
        <source>Default set-up &amp;zone:</source>
        <translation>&amp;Zone de déploiement par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="261"/>
        <source>Let the Rules Move the Side</source>
        <translation>Laisser les règles déplacer le camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="261"/>
        <source>Give the Side a Player</source>
        <translation>Donner un joueur au camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="265"/>
        <source>Change Role</source>
        <translation>Changer de rôle</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="268"/>
        <source>Change Setup Order</source>
        <translation>Modifier l&apos;ordre de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="273"/>
        <source>Change Default Set-up Zone</source>
        <translation>Modifier la zone de déploiement par défaut</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="276"/>
        <source>Change Move Order</source>
        <translation>Modifier l&apos;ordre de mouvement</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="288"/>
        <source>Set Budget</source>
        <translation>Fixer le budget</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="288"/>
        <source>Remove Budget</source>
        <translation>Supprimer le budget</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="293"/>
        <source>Change Budget</source>
        <translation>Modifier le budget</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="301"/>
        <source>Set Suggested Budget</source>
        <translation>Fixer le budget suggéré</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="311"/>
        <source>Edit Briefing</source>
        <translation>Modifier le briefing</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="381"/>
        <source>%1 (no player, %2)</source>
        <translation>%1 (aucun joueur, %2)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="382"/>
        <source>%1 (player %2, %3)</source>
        <translation>%1 (joueur %2, %3)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="385"/>
        <source>Id: %1</source>
        <translation>Identifiant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="401"/>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="402"/>
        <source>No sides yet. Add one for each player.</source>
        <translation>Aucun camp pour l&apos;instant. Ajoutez-en un par joueur.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="421"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="467"/>
        <source>None (off board)</source>
        <translation>Aucune (hors carte)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="483"/>
        <source>%1 (missing)</source>
        <translation>%1 (manquante)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="519"/>
        <source>%1 belongs to %2: a colour belongs to one side only</source>
        <translation>%1 appartient à %2&#xa0;: une couleur n&apos;appartient qu&apos;à un seul camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="523"/>
        <source>A side needs at least one colour</source>
        <translation>Un camp a besoin d&apos;au moins une couleur</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="546"/>
        <source>The attacker gets about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation>L&apos;attaquant reçoit environ 20 % de points de plus que le défenseur&#xa0;: environ %1 contre les %3 de %2.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="555"/>
        <source>The attacker gets about 20 % more points than the defender.</source>
        <translation>L&apos;attaquant reçoit environ 20 % de points de plus que le défenseur.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="558"/>
        <source>Under %1 points buys very few good units.</source>
        <translation>En dessous de %1 points, on n&apos;achète que très peu de bonnes unités.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="560"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation>Au-delà de %1 points, c&apos;est généralement trop lourd.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="561"/>
        <source>%1-%2 points a side play in a few hours; under %3 or over %4 is discouraged.</source>
        <translation>%1 à %2 points par camp se jouent en quelques heures&#x202f;; moins de %3 ou plus de %4 est déconseillé.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="571"/>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="572"/>
        <source>Set the budget the book&apos;s guidance suggests</source>
        <translation>Fixer le budget que suggèrent les recommandations des règles</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="583"/>
        <source>Alliances (%1)</source>
        <translation>Alliances (%1)</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="595"/>
        <source>Add a side with the first free colour</source>
        <translation>Ajouter un camp avec la première couleur libre</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="597"/>
        <source>A scenario has at most %1 sides</source>
        <translation>Un scénario a au plus %1 camps</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="598"/>
        <source>Every colour belongs to a side already</source>
        <translation>Chaque couleur appartient déjà à un camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="653"/>
        <location filename="../editor/sides/sidesdock.cpp" line="730"/>
        <source>1 force entry</source>
        <translation>1 entrée de troupes</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="654"/>
        <location filename="../editor/sides/sidesdock.cpp" line="731"/>
        <source>%1 force entries</source>
        <translation>%1 entrées de troupes</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="657"/>
        <source>1 reinforcement</source>
        <translation>1 renfort</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="658"/>
        <source>%1 reinforcements</source>
        <translation>%1 renforts</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="660"/>
        <location filename="../editor/sides/sidesdock.cpp" line="733"/>
        <source>1 group of hidden units</source>
        <translation>1 groupe d&apos;unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="661"/>
        <location filename="../editor/sides/sidesdock.cpp" line="734"/>
        <source>%1 groups of hidden units</source>
        <translation>%1 groupes d&apos;unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="664"/>
        <source>1 victory condition that names it</source>
        <translation>1 condition de victoire qui le désigne</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="665"/>
        <source>%1 victory conditions that name it</source>
        <translation>%1 conditions de victoire qui le désignent</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="668"/>
        <source>Remove the side %1? These go with it: %2.</source>
        <translation>Retirer le camp %1&#x202f;? Disparaissent avec lui&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="670"/>
        <source>Remove Side</source>
        <translation>Retirer le camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="684"/>
        <source>Move Side Up</source>
        <translation>Monter le camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="684"/>
        <source>Move Side Down</source>
        <translation>Descendre le camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="698"/>
        <source>Another side has the id %1</source>
        <translation>Un autre camp a l&apos;identifiant %1</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="699"/>
        <source>&apos;%1&apos; is not a valid id</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant valide</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="705"/>
        <source>Change Side Id</source>
        <translation>Modifier l&apos;identifiant du camp</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="735"/>
        <source>Remove Colour</source>
        <translation>Retirer la couleur</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="736"/>
        <source>Take %1 from %2? These of its units go with it: %3.</source>
        <translation>Retirer %1 de %2&#x202f;? Ces unités de cette couleur partent avec elle&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="743"/>
        <source>Add %1 to %2</source>
        <translation>Ajouter %1 à %2</translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="744"/>
        <source>Take %1 from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
</context>
<context>
    <name>hexwright::StrikerForceDialog</name>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="67"/>
        <source>Force and Environment</source>
        <translation>Force et environnement</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="71"/>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="80"/>
        <source>&amp;Budget and Support</source>
        <translation>&amp;Budget et soutien</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="81"/>
        <source>&amp;Forces</source>
        <translation>&amp;Forces</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="82"/>
        <source>&amp;Pre-game Works</source>
        <translation>&amp;Travaux d&apos;avant-partie</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="83"/>
        <source>&amp;Environment and Terrain</source>
        <translation>&amp;Environnement et terrain</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="88"/>
        <source>Problems (click to go there):</source>
        <translation>Problèmes (cliquez pour y aller) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="96"/>
        <source>Striker&apos;s Book 1 and Book 3 are lost: prices of designs rest on the provisional Book 3 charts (marked %1), troop equipment, kit, workshop and kitchen prices are not given, and a stand&apos;s men are yours to say.</source>
        <translation>Les Livres 1 et 3 de Striker sont perdus : les prix des conceptions reposent sur les tableaux provisoires du Livre 3 (marqués %1), les prix de l&apos;équipement des troupes, des trousses, des ateliers et des cuisines ne sont pas donnés, et c&apos;est à vous de fixer le nombre d&apos;hommes d&apos;un socle.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="162"/>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="102"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="164"/>
        <source>%1 (%2 a man a year)</source>
        <translation>%1 (%2 par homme et par an)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="166"/>
        <source>Force &amp;type:</source>
        <translation>&amp;Type de force :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="180"/>
        <source>&amp;Budget a year:</source>
        <translation>&amp;Budget annuel :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="181"/>
        <source>Pre-game &amp;man-hours:</source>
        <translation>Heures-&amp;homme d&apos;avant-partie :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="182"/>
        <source>&amp;Hours before the game:</source>
        <translation>Heures avant la &amp;partie :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="183"/>
        <source>&amp;Medics:</source>
        <translation>&amp;Infirmiers :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="184"/>
        <source>Company &amp;station medics:</source>
        <translation>Infirmiers de poste de &amp;compagnie :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="185"/>
        <source>Battalion &amp;aid medics:</source>
        <translation>Infirmiers de poste de secours de b&amp;ataillon :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="186"/>
        <source>Me&amp;chanics:</source>
        <translation>Méca&amp;niciens :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="187"/>
        <source>&amp;Tool kits:</source>
        <translation>Trousses à &amp;outils :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="188"/>
        <source>&amp;Workshops:</source>
        <translation>Ate&amp;liers :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="189"/>
        <source>C&amp;ooks:</source>
        <translation>C&amp;uisiniers :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="190"/>
        <source>&amp;Kitchens:</source>
        <translation>Cuisine&amp;s :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="191"/>
        <source>&amp;Vets:</source>
        <translation>&amp;Vétérinaires :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="192"/>
        <source>A&amp;nimals:</source>
        <translation>Ani&amp;maux :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="193"/>
        <source>&amp;Engineers:</source>
        <translation>Sapeurs du &amp;génie :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="201"/>
        <source>Costs against the budget</source>
        <translation>Coûts imputés au budget</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="202"/>
        <source>Pre-game works against the man-hours</source>
        <translation>Travaux d&apos;avant-partie imputés aux heures-homme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="203"/>
        <source>Medics</source>
        <translation>Infirmiers</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="204"/>
        <source>Mechanics</source>
        <translation>Mécaniciens</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="205"/>
        <source>Cooks</source>
        <translation>Cuisiniers</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="206"/>
        <source>Vets</source>
        <translation>Vétérinaires</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Entry</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Cr each</source>
        <translation>Cr l&apos;unité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="234"/>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="235"/>
        <source>Men a stand</source>
        <translation>Hommes par socle</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="235"/>
        <source>Equipment Cr a stand</source>
        <translation>Équipement Cr par socle</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="236"/>
        <source>Sealed suits</source>
        <translation>Combinaisons étanches</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="240"/>
        <source>A vehicle&apos;s crew is its design&apos;s. Book 1&apos;s organisation tables are lost: how many men a stand has is yours to say.</source>
        <translation>L&apos;équipage d&apos;un véhicule est celui de sa conception. Les tableaux d&apos;organisation du Livre 1 sont perdus : c&apos;est à vous de fixer le nombre d&apos;hommes d&apos;un socle.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Work</source>
        <translation>Ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Piece</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="253"/>
        <source>Design</source>
        <translation>Conception</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Camouflaged</source>
        <translation>Camouflé</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="254"/>
        <source>Man-hours</source>
        <translation>Heures-homme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="259"/>
        <source>&amp;Add Work</source>
        <translation>&amp;Ajouter un ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="261"/>
        <source>&amp;Remove Work</source>
        <translation>&amp;Retirer l&apos;ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="267"/>
        <source>Amounts: dugouts in men, weapon pits in crew, vehicle positions in vehicles, earth, wood, stone, camouflage, plate and concrete in m³, ditch, wire and posts in cm, abatis in cm², mines in kg. Posts and plate take team or machine hours, not man-hours.</source>
        <translation>Quantités : abris en hommes, emplacements d&apos;armes en servants, positions de véhicules en véhicules, terre, bois, pierre, camouflage, plaques et béton en m³, fossé, barbelés et poteaux en cm, abattis en cm², mines en kg. Les poteaux et les plaques demandent des heures d&apos;équipe ou de machine, pas des heures-homme.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="288"/>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="315"/>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="483"/>
        <source>(not given)</source>
        <translation>(non donné)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="302"/>
        <source>%1 (%L2 km, horizon %3 cm)</source>
        <translation>%1 (%L2 km, horizon %3 cm)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="304"/>
        <source>%1 (visibility x%2)</source>
        <translation>%1 (visibilité x%2)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="309"/>
        <source>&amp;Atmosphere:</source>
        <translation>&amp;Atmosphère :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="310"/>
        <source>World si&amp;ze:</source>
        <translation>Taille du mon&amp;de :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="311"/>
        <source>&amp;Tech level (buyer):</source>
        <translation>&amp;Niveau technologique (acheteur) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="312"/>
        <source>Sta&amp;rport (buyer):</source>
        <translation>Ast&amp;roport (acheteur) :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="313"/>
        <source>&amp;Weather:</source>
        <translation>&amp;Météo :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="319"/>
        <source>&amp;Gravity:</source>
        <translation>&amp;Gravité :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="324"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="326"/>
        <source>&amp;Night visibility multiple:</source>
        <translation>Multiple de &amp;visibilité nocturne :</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="331"/>
        <source>&amp;Harsh conditions for animals</source>
        <translation>&amp;Conditions rudes pour les animaux</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="332"/>
        <source>&amp;Cold or wet</source>
        <translation>&amp;Froid ou humide</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="368"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="369"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="376"/>
        <source>Movement multiples by terrain and locomotion</source>
        <translation>Multiples de mouvement selon le terrain et la locomotion</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="378"/>
        <source>%1 not stated by the text (Book 1&apos;s terrain chart is lost): ours. &quot;no&quot;: may not enter. Obstacles, fortifications and minefields are table pieces with these traits.</source>
        <translation>%1 non précisé par le texte (le tableau des terrains du Livre 1 est perdu) : valeur de notre choix. « non » : entrée interdite. Obstacles, fortifications et champs de mines sont des pièces de table ayant ces caractéristiques.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="455"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="472"/>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="478"/>
        <source> (import)</source>
        <translation> (importé)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="485"/>
        <source>%1 (skill %2, morale %3)</source>
        <translation>%1 (compétence %2, moral %3)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="491"/>
        <source>Change Quality</source>
        <translation>Modifier la qualité</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="501"/>
        <source>Change Men a Stand</source>
        <translation>Modifier les hommes par socle</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="511"/>
        <source>Change Equipment Price</source>
        <translation>Modifier le prix de l&apos;équipement</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog.cpp" line="520"/>
        <source>Change Sealed Suits</source>
        <translation>Modifier les combinaisons étanches</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="112"/>
        <source>by hand</source>
        <translation>à la main</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="113"/>
        <source>machine</source>
        <translation>machine</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="145"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="146"/>
        <source>%1, no budget set</source>
        <translation>%1, aucun budget fixé</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="148"/>
        <source>Price %1, upkeep %2, personnel %3 (%4 men and %5 in support).</source>
        <translation>Prix %1, entretien %2, personnel %3 (%4 hommes et %5 en soutien).</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="155"/>
        <source>%1 of %2 man-hours</source>
        <translation>%1 sur %2 heures-homme</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="161"/>
        <source>%1 of %2 needed</source>
        <translation>%1 sur %2 nécessaires</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="165"/>
        <source>Medics short: morale %1 after the first combat.</source>
        <translation>Infirmiers insuffisants : moral %1 après le premier combat.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="166"/>
        <source>Wounded return at tech level %1: %2 % light, %3 % serious.</source>
        <translation>Les blessés reviennent au niveau technologique %1 : %2 % légers, %3 % graves.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="172"/>
        <source>Mechanics short: %1 % of the vehicles break down a week.</source>
        <translation>Mécaniciens insuffisants : %1 % des véhicules tombent en panne par semaine.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="175"/>
        <source>Cooks short: morale %1 after %n day(s) without a hot meal.</source>
        <translation>
            <numerusform>Cuisiniers insuffisants : moral %1 après %n jour sans repas chaud.</numerusform>
            <numerusform>Cuisiniers insuffisants : moral %1 après %n jours sans repas chaud.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="179"/>
        <source>Vets short: %1 % of the animals lost a week.</source>
        <translation>Vétérinaires insuffisants : %1 % des animaux perdus par semaine.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="191"/>
        <source> (+%1 machine h)</source>
        <translation> (+%1 h machine)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="193"/>
        <source> (cures %1 h)</source>
        <translation> (durcit en %1 h)</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="211"/>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="212"/>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="217"/>
        <source>No problems with the forces, support, works or world.</source>
        <translation>Aucun problème avec les forces, le soutien, les travaux ou le monde.</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="303"/>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="315"/>
        <source>Change Force Type</source>
        <translation>Modifier le type de force</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="324"/>
        <source>Change World</source>
        <translation>Modifier le monde</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="353"/>
        <source>Change Work</source>
        <translation>Modifier l&apos;ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="367"/>
        <source>Add Work</source>
        <translation>Ajouter un ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="385"/>
        <source>Remove Work</source>
        <translation>Retirer l&apos;ouvrage</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="394"/>
        <source>Force and &amp;Environment...</source>
        <translation>Force et &amp;environnement...</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="397"/>
        <source>Budgets, support, pre-game works, troop quality and the world&apos;s environment</source>
        <translation>Budgets, soutien, travaux d&apos;avant-partie, qualité des troupes et environnement du monde</translation>
    </message>
    <message>
        <location filename="../editor/families/striker/strikerforcedialog_edit.cpp" line="399"/>
        <source>Open the force and environment dialog</source>
        <translation>Ouvrir la boîte de dialogue force et environnement</translation>
    </message>
</context>
<context>
    <name>hexwright::TableState</name>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="181"/>
        <source>A polygon keeps at least three corners.</source>
        <translation>Un polygone garde au moins trois sommets.</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="186"/>
        <source>Remove Corner of %1</source>
        <translation>Retirer un sommet de %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="193"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="200"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="208"/>
        <source>Turn %1</source>
        <translation>Tourner %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="215"/>
        <source>Mirror %1</source>
        <translation>Mettre en miroir %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="226"/>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="237"/>
        <source>Add Piece &apos;%1&apos;</source>
        <translation>Ajouter l&apos;élément «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/table/tablestate.cpp" line="253"/>
        <source>Piece &apos;%1&apos;</source>
        <translation>Élément «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/table/tablestate.cpp" line="255"/>
        <source>%n Pieces</source>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainPalette</name>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="26"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="36"/>
        <source>Terrain types</source>
        <translation>Types de terrain</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="47"/>
        <source>Brush radius:</source>
        <translation>Rayon du pinceau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="64"/>
        <source>On the map: keys 1-9 pick a terrain, 0 erases paint, [ and ] change the brush, Alt+click picks up a terrain.</source>
        <translation>Sur la carte&#xa0;: les touches 1 à 9 choisissent un terrain, 0 efface la peinture, [ et ] changent le pinceau, Alt+clic prélève un terrain.</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="94"/>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="98"/>
        <source>Erase paint
(show the panel&apos;s terrain)</source>
        <translation>Effacer la peinture
(montrer le terrain de la section)</translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="101"/>
        <source>Take scenario paint away so the panels&apos; own terrain shows (key 0)</source>
        <translation>Retirer la peinture du scénario pour que le terrain propre des sections apparaisse (touche 0)</translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainState</name>
    <message>
        <location filename="../editor/terrain/terrainstate.cpp" line="54"/>
        <source>Erase paint</source>
        <translation>Effacer la peinture</translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainTool</name>
    <message>
        <location filename="../editor/terrain/terraintool.cpp" line="105"/>
        <source>Painting %1</source>
        <translation>Peinture&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>hexwright::TiledController</name>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="39"/>
        <source>Export &amp;Tiled Map...</source>
        <translation>Exporter une carte &amp;Tiled...</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="41"/>
        <source>Save the hex map as a Tiled map (.tmx) with a terrain tileset, zones, markers, roads and hex labels, to go on in Tiled</source>
        <translation>Enregistrer la carte à hexagones comme carte Tiled (.tmx) avec un jeu de tuiles de terrain, les zones, les marqueurs, les routes et les repères d&apos;hexagones, pour continuer dans Tiled</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="46"/>
        <source>Import T&amp;errain from Tiled Map...</source>
        <translation>Importer le t&amp;errain d&apos;une carte Tiled...</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="48"/>
        <source>Paint the terrain of a Tiled map made from this scenario over its panels, as one step to undo</source>
        <translation>Peindre le terrain d&apos;une carte Tiled faite à partir de ce scénario sur ses sections, en une seule étape à annuler</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="67"/>
        <source>This is a table scenario: it has no hexes for a Tiled map. Export the table as an image or print its diagram instead.</source>
        <translation>C&apos;est un scénario sur table&#xa0;: il n&apos;a pas d&apos;hexagones pour une carte Tiled. Exportez plutôt la table en image ou imprimez son plan.</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="93"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="106"/>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="132"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="170"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="177"/>
        <source>Import Terrain from Tiled Map</source>
        <translation>Importer le terrain d&apos;une carte Tiled</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="140"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="143"/>
        <source>Export Tiled Map</source>
        <translation>Exporter une carte Tiled</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="144"/>
        <location filename="../editor/print/tiledcontroller.cpp" line="177"/>
        <source>Tiled maps (*.tmx)</source>
        <translation>Cartes Tiled (*.tmx)</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="155"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="157"/>
        <source>Export Failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="158"/>
        <source>Could not export %1:
%2</source>
        <translation>Impossible d&apos;exporter %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="162"/>
        <source>Exported the Tiled map to %1, its terrain tiles to %2</source>
        <translation>Carte Tiled exportée dans %1, ses tuiles de terrain dans %2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="186"/>
        <source>Import failed</source>
        <translation>Échec de l&apos;import</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="187"/>
        <source>Import Failed</source>
        <translation>Échec de l&apos;import</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="188"/>
        <source>Could not import the terrain of %1:
%2</source>
        <translation>Impossible d&apos;importer le terrain de %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="193"/>
        <source>Imported the terrain of %1: %2 hexes changed</source>
        <translation>Terrain de %1 importé&#xa0;: %2 hexagones modifiés</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="195"/>
        <source>%1 has the scenario&apos;s terrain: nothing changed</source>
        <translation>%1 a le terrain du scénario&#xa0;: rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../editor/print/tiledcontroller.cpp" line="197"/>
        <source>Imported the terrain of %1: one hex changed</source>
        <translation>Terrain de %1 importé&#xa0;: un hexagone modifié</translation>
    </message>
</context>
<context>
    <name>hexwright::TimelineWidget</name>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="32"/>
        <source>Reinforcement timeline</source>
        <translation>Chronologie des renforts</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="125"/>
        <source>%1 (no such side)</source>
        <translation>%1 (camp inexistant)</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="209"/>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="220"/>
        <source>Side / Turn</source>
        <translation>Camp / Tour</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="228"/>
        <source>After the end</source>
        <translation>Après la fin</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="279"/>
        <source>%1, turn %2</source>
        <translation>%1, tour %2</translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="286"/>
        <source>No sides yet: reinforcements need a side.</source>
        <translation>Aucun camp pour l&apos;instant&#xa0;: les renforts ont besoin d&apos;un camp.</translation>
    </message>
</context>
<context>
    <name>hexwright::UnitDropHandler</name>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="30"/>
        <source>Set Up Units</source>
        <translation>Déployer des unités</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="31"/>
        <source>Units of each line to set up (1-%1):</source>
        <translation>Unités de chaque ligne à déployer (1 à %1)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="108"/>
        <source>one unit of each line; Shift drops whole lines, Ctrl asks how many</source>
        <translation>une unité de chaque ligne&#x202f;; Maj dépose des lignes entières, Ctrl demande combien</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="111"/>
        <source>whole lines</source>
        <translation>lignes entières</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="116"/>
        <source>1 unit of each line, as asked</source>
        <translation>1 unité de chaque ligne, comme demandé</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="117"/>
        <source>%n units of each line, as asked</source>
        <translation>
            <numerusform>%n unité de chaque ligne, comme demandé</numerusform>
            <numerusform>%n unités de chaque ligne, comme demandé</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="137"/>
        <source>Those units are set up there already.</source>
        <translation>Ces unités sont déjà déployées là.</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="142"/>
        <source>zone %1</source>
        <translation>zone %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="144"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>1 unit</source>
        <translation>1 unité</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>%n units</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="147"/>
        <source>Set Up %1 on %2</source>
        <translation>Déployer %1 en %2</translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="149"/>
        <source>Place 1 Unit on %1</source>
        <translation>Placer 1 unité en %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="149"/>
        <source>Place %n Units on %1</source>
        <translation>
            <numerusform>Placer %n unité en %1</numerusform>
            <numerusform>Placer %n unités en %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="152"/>
        <source>Place 1 Unit in &apos;%1&apos;</source>
        <translation>Placer 1 unité dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="153"/>
        <source>Place %n Units in &apos;%1&apos;</source>
        <translation>
            <numerusform>Placer %n unité dans «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>Placer %n unités dans «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="156"/>
        <source>Set up %1 on %2 (%3)</source>
        <translation>Déployer %1 en %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationController</name>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="82"/>
        <source>1 error</source>
        <translation>1 erreur</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="83"/>
        <source>%n errors</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="85"/>
        <source>1 warning</source>
        <translation>1 avertissement</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="86"/>
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="88"/>
        <source>1 note</source>
        <translation>1 remarque</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="89"/>
        <source>%n notes</source>
        <translation>
            <numerusform>%n remarque</numerusform>
            <numerusform>%n remarques</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="90"/>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="104"/>
        <source>Problem &amp;Markers</source>
        <translation>&amp;Marques des problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="114"/>
        <source>Show the Problems dock</source>
        <translation>Afficher le panneau Problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="125"/>
        <source>Ring the hexes of the problems on the map: red for errors, amber for warnings</source>
        <translation>Entourer sur la carte les hexagones des problèmes&#xa0;: rouge pour les erreurs, orange pour les avertissements</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="133"/>
        <source>&amp;Next Problem</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="136"/>
        <source>Go to the next problem of the Problems dock</source>
        <translation>Aller au problème suivant du panneau Problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="138"/>
        <source>Pre&amp;vious Problem</source>
        <translation>Problème &amp;précédent</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="141"/>
        <source>Go to the previous problem of the Problems dock</source>
        <translation>Aller au problème précédent du panneau Problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="187"/>
        <source>Not opened</source>
        <translation>Non ouvert</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="187"/>
        <source>%1: not opened</source>
        <translation>%1&#xa0;: non ouvert</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="235"/>
        <source>%1 (checking...)</source>
        <translation>%1 (vérification...)</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="277"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationDock</name>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="19"/>
        <location filename="../editor/validation/validationdock.cpp" line="60"/>
        <location filename="../editor/validation/validationdock.cpp" line="196"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="43"/>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="45"/>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="46"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="49"/>
        <source>Search problems</source>
        <translation>Rechercher dans les problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="50"/>
        <source>Filter problems</source>
        <translation>Filtrer les problèmes</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="53"/>
        <source>Show only the problems whose message, check or hex contains this text</source>
        <translation>N&apos;afficher que les problèmes dont le message, la vérification ou l&apos;hexagone contient ce texte</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="106"/>
        <location filename="../editor/validation/validationdock.cpp" line="111"/>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="107"/>
        <source>The filters hide every problem.</source>
        <translation>Les filtres masquent tous les problèmes.</translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="188"/>
        <source>1 error: click to show or hide it</source>
        <translation>1 erreur&#xa0;: cliquez pour l&apos;afficher ou la masquer</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="189"/>
        <source>%n errors: click to show or hide them</source>
        <translation>
            <numerusform>%n erreur&#xa0;: cliquez pour l&apos;afficher ou la masquer</numerusform>
            <numerusform>%n erreurs&#xa0;: cliquez pour les afficher ou les masquer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="191"/>
        <source>1 warning: click to show or hide it</source>
        <translation>1 avertissement&#xa0;: cliquez pour l&apos;afficher ou le masquer</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="192"/>
        <source>%n warnings: click to show or hide them</source>
        <translation>
            <numerusform>%n avertissement&#xa0;: cliquez pour l&apos;afficher ou le masquer</numerusform>
            <numerusform>%n avertissements&#xa0;: cliquez pour les afficher ou les masquer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="193"/>
        <source>1 note: click to show or hide it</source>
        <translation>1 remarque&#xa0;: cliquez pour l&apos;afficher ou la masquer</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="194"/>
        <source>%n notes: click to show or hide them</source>
        <translation>
            <numerusform>%n remarque&#xa0;: cliquez pour l&apos;afficher ou la masquer</numerusform>
            <numerusform>%n remarques&#xa0;: cliquez pour les afficher ou les masquer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="196"/>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryDock</name>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="18"/>
        <location filename="../editor/victory/victorydock.cpp" line="30"/>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="31"/>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="32"/>
        <source>Hidden Units</source>
        <translation>Unités cachées</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="48"/>
        <source>This scenario is played on a table: its objectives are part of the table.</source>
        <translation>Ce scénario se joue sur une table&#xa0;: ses objectifs font partie de la table.</translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryListModel</name>
    <message>
        <location filename="../editor/victory/victorylistmodel.cpp" line="64"/>
        <source>%1 (ends the game)</source>
        <translation>%1 (termine la partie)</translation>
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
        <translation>Conditions de victoire</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="65"/>
        <source>Add Condition</source>
        <translation>Ajouter une condition</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="70"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="76"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="78"/>
        <source>Add a victory condition of a kind</source>
        <translation>Ajouter une condition de victoire d&apos;un type donné</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="80"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="82"/>
        <source>Remove the selected condition (Delete)</source>
        <translation>Retirer la condition sélectionnée (Suppr)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="83"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="85"/>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="86"/>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="88"/>
        <source>Move the condition up (Ctrl+Up)</source>
        <translation>Monter la condition (Ctrl+Haut)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="89"/>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="90"/>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="92"/>
        <source>Move the condition down (Ctrl+Down)</source>
        <translation>Descendre la condition (Ctrl+Bas)</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="185"/>
        <source>Describe the condition</source>
        <translation>Décrire la condition</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="189"/>
        <source>Add Victory Condition</source>
        <translation>Ajouter une condition de victoire</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="208"/>
        <location filename="../editor/victory/victorypage.cpp" line="210"/>
        <location filename="../editor/victory/victorypage.cpp" line="211"/>
        <location filename="../editor/victory/victorypage.cpp" line="214"/>
        <source>Remove Victory Condition</source>
        <translation>Retirer la condition de victoire</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="228"/>
        <source>Duplicate Victory Condition</source>
        <translation>Dupliquer la condition de victoire</translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="242"/>
        <source>Move Victory Condition</source>
        <translation>Déplacer la condition de victoire</translation>
    </message>
</context>
<context>
    <name>hexwright::ZoneModel</name>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="71"/>
        <source>%1 (id %2). Uncheck to hide it on the map.</source>
        <translation>%1 (identifiant %2). Décochez pour la masquer sur la carte.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="75"/>
        <source>Made from a preset: its hexes follow changes of the panel layout.</source>
        <translation>Créée depuis un modèle&#xa0;: ses hexagones suivent les changements de la disposition des sections.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="122"/>
        <source>Rename Zone &apos;%1&apos;</source>
        <translation>Renommer la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="123"/>
        <source>Change Description of Zone &apos;%1&apos;</source>
        <translation>Modifier la description de la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="150"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="152"/>
        <source>Hexes</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="154"/>
        <source>Description</source>
        <translation>Description</translation>
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
        <translation>Peindre la zone de déploiement actuelle&#xa0;: faites glisser pour ajouter des hexagones, bouton droit ou Maj pour les retirer, [ et ] règlent le pinceau</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="68"/>
        <source>Choose a zone in the Zones dock first.</source>
        <translation>Choisissez d&apos;abord une zone dans le panneau Zones.</translation>
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
        <translation>Peindre «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="121"/>
        <source>New zone &quot;%1&quot;: rename it in the Zones dock.</source>
        <translation>Nouvelle zone «&#xa0;%1&#xa0;»&#xa0;: renommez-la dans le panneau Zones.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="160"/>
        <source>Take Hexes from &quot;%1&quot;</source>
        <translation>Retirer des hexagones de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="171"/>
        <source>Zone brush: one hex</source>
        <translation>Pinceau de zone&#xa0;: un hexagone</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/zonetool.cpp" line="172"/>
        <source>Zone brush: %n hexes round the centre</source>
        <translation>
            <numerusform>Pinceau de zone&#xa0;: %n hexagone autour du centre</numerusform>
            <numerusform>Pinceau de zone&#xa0;: %n hexagones autour du centre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::ZonesDock</name>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="32"/>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="43"/>
        <source>Setup zones</source>
        <translation>Zones de déploiement</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="58"/>
        <source>Paint the selected zone with the Zone tool (Z): drag to add hexes, right-drag to take them away.</source>
        <translation>Peindre la zone sélectionnée avec l&apos;outil Zone (Z)&#xa0;: faites glisser pour ajouter des hexagones, glisser avec le bouton droit pour les retirer.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="66"/>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="68"/>
        <source>Add an empty zone and paint it with the Zone tool</source>
        <translation>Ajouter une zone vide et la peindre avec l&apos;outil Zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="69"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="71"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="73"/>
        <source>From &amp;Preset...</source>
        <translation>Depuis un &amp;modèle...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="75"/>
        <source>A zone worded as the book does: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation>Une zone formulée comme dans les règles&#xa0;: une section entière, le bord d&apos;une section, ses hexagones de ville, à N hexagones ou moins d&apos;une section</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="77"/>
        <source>&amp;Colour...</source>
        <translation>&amp;Couleur...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="79"/>
        <source>Choose the colour the selected zone is tinted in; it is kept in the scenario</source>
        <translation>Choisir la couleur dont la zone sélectionnée est teintée&#x202f;; elle est conservée dans le scénario</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="81"/>
        <source>&amp;Subtract Zone...</source>
        <translation>&amp;Soustraire une zone...</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="83"/>
        <source>Take the hexes of another zone out of the selected one</source>
        <translation>Retirer les hexagones d&apos;une autre zone de la zone sélectionnée</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="108"/>
        <source>Remove Zone</source>
        <translation>Retirer la zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="113"/>
        <source>Zone Colour</source>
        <translation>Couleur de zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="118"/>
        <source>Subtract Zone</source>
        <translation>Soustraire une zone</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="119"/>
        <source>Take the hexes of this zone out:</source>
        <translation>Retirer les hexagones de cette zone&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="190"/>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="195"/>
        <source>Add Zone &apos;%1&apos;</source>
        <translation>Ajouter la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="211"/>
        <source>Duplicate Zone &apos;%1&apos;</source>
        <translation>Dupliquer la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="252"/>
        <location filename="../editor/setup/zonesdock.cpp" line="257"/>
        <source>Remove Zone &apos;%1&apos;</source>
        <translation>Retirer la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="256"/>
        <source>No default set-up zone</source>
        <translation>Aucune zone de déploiement par défaut</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="272"/>
        <source>Add Zone &apos;%1&apos; from Preset</source>
        <translation>Ajouter la zone «&#xa0;%1&#xa0;» depuis un modèle</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="302"/>
        <source>Change Colour of Zone &apos;%1&apos;</source>
        <translation>Modifier la couleur de la zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="329"/>
        <source>&quot;%1&quot; has no hexes of &quot;%2&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a aucun hexagone de «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="355"/>
        <source>Subtract Zone &apos;%1&apos; from Zone &apos;%2&apos;</source>
        <translation>Soustraire la zone «&#xa0;%1&#xa0;» de la zone «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="199"/>
        <source>Paint &quot;%1&quot; on the map: drag to add hexes, right-drag to take them away.</source>
        <translation>Peindre «&#xa0;%1&#xa0;» sur la carte&#xa0;: faites glisser pour ajouter des hexagones, glisser avec le bouton droit pour les retirer.</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="210"/>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="225"/>
        <source>&quot;%1&quot; is in use:

- %2

Remove it anyway? Units set up in it go off board; reinforcements, hidden units and victory conditions that name it will need another zone (the Problems dock lists them).</source>
        <translation>«&#xa0;%1&#xa0;» est utilisée&#xa0;:

- %2

La retirer quand même&#x202f;? Les unités qui y sont déployées passent hors carte&#x202f;; les renforts, unités cachées et conditions de victoire qui la désignent auront besoin d&apos;une autre zone (le panneau Problèmes les liste).</translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="254"/>
        <source>Units off board</source>
        <translation>Unités hors carte</translation>
    </message>
</context>
<context>
    <name>hexwright::schedule</name>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="418"/>
        <source>no units</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="433"/>
        <source>the %1 edge of the map</source>
        <translation>le bord %1 de la carte</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="435"/>
        <source>the %1 edge of panel %2</source>
        <translation>le bord %1 de la section %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="439"/>
        <source>the %1 edge of panels %2 and %3</source>
        <translation>le bord %1 des sections %2 et %3</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="444"/>
        <source>, at hex %1</source>
        <translation>, à l&apos;hexagone %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="446"/>
        <source>, hex %1 and %2 of it</source>
        <translation>, hexagone %1 et %2 de celui-ci</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="455"/>
        <source>enter along %1</source>
        <translation>entrée par %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="457"/>
        <source>enter on the %1 road at %2</source>
        <translation>entrée par la route du bord %1 en %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="460"/>
        <source>enter anywhere in %1</source>
        <translation>entrée n&apos;importe où dans %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="462"/>
        <source>paradrop onto %1</source>
        <translation>parachutage sur %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="469"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="471"/>
        <source>roll 1d6 for the edge (%1)</source>
        <translation>lancer 1d6 pour le bord (%1)</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="473"/>
        <source>, re-roll if the same as %1</source>
        <translation>, relancer si identique à %1</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="484"/>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="486"/>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="488"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="490"/>
        <source>Paradrop</source>
        <translation>Parachutage</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="492"/>
        <source>Die roll</source>
        <translation>Jet de dé</translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="502"/>
        <source>Turn %1, %2: %3; %4</source>
        <translation>Tour %1, %2&#xa0;: %3&#x202f;; %4</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="114"/>
        <source>Scenario editor and map designer for hex wargames.</source>
        <translation>Éditeur de scénarios et concepteur de cartes pour wargames à hexagones.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="119"/>
        <source>Scenario to open (default: the demo scenario).</source>
        <translation>Scénario à ouvrir (par défaut&#xa0;: le scénario de démonstration).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="123"/>
        <source>Open the window, fit the map, save a picture of the window to &lt;path&gt; and quit.</source>
        <translation>Ouvrir la fenêtre, ajuster la carte, enregistrer une image de la fenêtre dans &lt;path&gt; et quitter.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="130"/>
        <source>Also look for rulesets and panel libraries in &lt;dir&gt;.</source>
        <translation>Chercher aussi des règles et des bibliothèques de sections dans &lt;dir&gt;.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="135"/>
        <source>Speak &lt;language&gt; (en, de, fr) this time, whatever the preferences say.</source>
        <translation>Parler &lt;language&gt; (en, de, fr) cette fois, quelles que soient les préférences.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="145"/>
        <source>Give at most one file.</source>
        <translation>Indiquez au plus un fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="176"/>
        <source>Could not save %1</source>
        <translation>Impossible d&apos;enregistrer %1</translation>
    </message>
</context>
</TS>
