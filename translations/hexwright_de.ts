<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosaver</name>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="31"/>
        <source>%n side(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="34"/>
        <source>%n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/shell/autosaver.cpp" line="36"/>
        <source>%n panel(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexMap</name>
    <message>
        <location filename="../model/map/hexmap.cpp" line="17"/>
        <source>the map would be %1 x %2 hexes; Hexwright&apos;s maps are at most %3 hexes a side and %4 hexes in all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelEdit</name>
    <message>
        <location filename="../model/map/paneledit.cpp" line="183"/>
        <source>Panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/map/paneledit.cpp" line="333"/>
        <source>Road %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelEditorLauncher</name>
    <message>
        <location filename="../editor/paneleditor.cpp" line="59"/>
        <location filename="../editor/paneleditor.cpp" line="66"/>
        <location filename="../editor/paneleditor.cpp" line="84"/>
        <source>Edit Library Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="60"/>
        <source>There is no panel library to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="67"/>
        <source>Panel library to edit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="85"/>
        <source>The panel library %1 cannot be loaded.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="94"/>
        <source>Panel library saved: scenarios opened from now on use it; reopen %1 to see the edited panels there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="97"/>
        <source>Panel library saved: scenarios opened from now on use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="135"/>
        <source>&amp;Edit Library Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor.cpp" line="138"/>
        <source>Paint and draw roads on the library&apos;s panels themselves, for every scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelLibraryWriter</name>
    <message>
        <location filename="../model/map/panellibrarywriter.cpp" line="224"/>
        <source>Cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParamEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="655"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="656"/>
        <source>Enemy side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="657"/>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="658"/>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="659"/>
        <source>At the end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="660"/>
        <source>By turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="661"/>
        <source>Undisrupted units only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="662"/>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="663"/>
        <source>Fewer losses than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="664"/>
        <source>Units left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="665"/>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="666"/>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="667"/>
        <source>Points per hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="668"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="669"/>
        <source>Home zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="670"/>
        <source>Unit types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="671"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="672"/>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="673"/>
        <source>On turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="675"/>
        <source>A unit fired upon or close assaulted is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="676"/>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="677"/>
        <source>Units elsewhere may fire in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="678"/>
        <source>Home boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="679"/>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../editor/schedule.cpp" line="39"/>
        <source>That hex is not a playable hex of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="29"/>
        <source>&amp;Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="31"/>
        <source>Show the Sides dock: sides, colours, morale and alliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="37"/>
        <source>&amp;Properties...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides.cpp" line="40"/>
        <source>Edit the title, author, source, players, notes, the general briefing and the special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="20"/>
        <source>&amp;Playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="24"/>
        <source>Playtest the scenario as it stands (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="25"/>
        <source>Play the scenario as it stands, hotseat, by the book; no need to save it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest.cpp" line="32"/>
        <source>The scenario has no sides to play yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadContext</name>
    <message>
        <location filename="../model/io/schemareader.cpp" line="68"/>
        <source>too many problems; the first %1 are shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../editor/shell/recoveryfile.cpp" line="165"/>
        <source>Recover Autosaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioChecker</name>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="21"/>
        <source>the %1 edge of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="22"/>
        <source>the %1 edge of panel %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="34"/>
        <source>force entry &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="41"/>
        <source>reinforcement &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="47"/>
        <source>hidden units &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="53"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="216"/>
        <source>victory condition &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="77"/>
        <location filename="../validation/checks/scenariochecks.cpp" line="27"/>
        <source>the map has no panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="81"/>
        <source>panels overlap on %1 hexes, the first at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="96"/>
        <source>%1 marker at %2 is on a half hex at the edge of the map, which is not playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="99"/>
        <source>%1 marker at %2 is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="121"/>
        <source>%1 is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="122"/>
        <source>%1 hexes are not on the map (the first %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="128"/>
        <source>%1 is a half hex at the edge of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="129"/>
        <source>%1 are half hexes at the edge of the map (the first %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="134"/>
        <source>zone &apos;%1&apos; has hexes that are not playable: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="134"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="138"/>
        <source>zone &apos;%1&apos; has no hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="146"/>
        <source>%1 uses zone &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="152"/>
        <source>%1 uses zone &apos;%2&apos;, which has no hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="153"/>
        <source>%1 uses zone &apos;%2&apos;, none of whose %3 hexes is playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="185"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 is not in the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="196"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but panel %4 has no playable hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="202"/>
        <source>%1: reinforcement &apos;%2&apos; enters on %3, but the map has no playable hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="219"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, a half hex at the edge of the map, which is not playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="222"/>
        <source>%1: reinforcement &apos;%2&apos; enters at %3, which is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_map.cpp" line="227"/>
        <source>%1: reinforcement &apos;%2&apos; enters by road at %3, which has no road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="19"/>
        <source>%1 is turn %2, before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="22"/>
        <source>%1 is turn %2, but the game lasts %3 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="33"/>
        <source>%1: the arrival of reinforcement &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="42"/>
        <source>%1: reinforcement &apos;%2&apos; on turn %3 brings no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="54"/>
        <source>%1: %2 wait off board and no reinforcement brings them in, so they take no part in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="93"/>
        <source>%1 names side &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="110"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="115"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="123"/>
        <source>%1 names zone &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="148"/>
        <source>%1: %2 names %3 hexes that are not playable hexes of the map, the first %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="158"/>
        <location filename="../validation/checks/checks_schedule.cpp" line="163"/>
        <source>%1: its %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="168"/>
        <source>%1 names colour %2, which no side controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="178"/>
        <source>%1 names %2 (&apos;%3&apos;), which no colour in play can field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="186"/>
        <source>%1 names terrain &apos;%2&apos;, which the ruleset does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="195"/>
        <source>%1 names %2 markers, but the map has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="229"/>
        <source>the effect of special rule &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="240"/>
        <source>it names no side and no colour, so it holds nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="242"/>
        <source>it names no turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="244"/>
        <source>it names no panel, so nobody could ever be attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="246"/>
        <source>it names no side&apos;s home panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="249"/>
        <source>it needs at least one unit type and one terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_schedule.cpp" line="88"/>
        <source>%1 names panel %2, which is not in the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="19"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="45"/>
        <source>%1: %2 is placed at %3, a half hex at the edge of the map, which is not playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="48"/>
        <source>%1: %2 is placed at %3, which is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="53"/>
        <source>%1: %2 is placed at %3 in %4, which %5 units may not enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="73"/>
        <source>%1: %2 sets up in zone &apos;%3&apos;, but %4 only %5, where it may not stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="76"/>
        <source>its playable hex is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="77"/>
        <source>its playable hexes are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_setup.cpp" line="82"/>
        <source>%1: %2 may not use %3 of the %4 playable hexes of zone &apos;%5&apos; (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="23"/>
        <source>side &apos;%1&apos; sets morale for colour %2, which it does not control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="31"/>
        <source>side &apos;%1&apos; has no morale for colour %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="45"/>
        <source>setup order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="46"/>
        <source>move order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="55"/>
        <source>%1: %2 %3 is not between 1 and %4, the number of sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="66"/>
        <source>%1 and %2 have the same %3, %4, but belong to different players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="75"/>
        <source>%1: player %2, but the scenario&apos;s players are numbered 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="95"/>
        <source>%1 (attacker): %2 points, fewer than %3 (defender): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="113"/>
        <source>force entry &apos;%1&apos; is %2, but side &apos;%3&apos; controls %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="121"/>
        <source>hidden units &apos;%1&apos; are %2, but side &apos;%3&apos; controls %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/checks_sides.cpp" line="127"/>
        <source>%1 has no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="28"/>
        <source>panels overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="30"/>
        <source>a hex the scenario names is not on the map or is a half hex at its edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="34"/>
        <source>a zone that nothing uses has no hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="36"/>
        <source>a zone used by a set-up, an entry, hidden units or a victory condition has no playable hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="40"/>
        <source>an entry edge names a panel that is not in the layout, or has no playable hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="44"/>
        <source>a road entry hex has no road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="47"/>
        <source>units set up in terrain they may not enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="51"/>
        <source>some hexes of a set-up zone are terrain the units may not enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="54"/>
        <source>a fortress in terrain where none may stand (city, swamp, lake, river)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="58"/>
        <source>more than one fortress in a hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="60"/>
        <source>more units inside a fortress than it holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="62"/>
        <source>more counters of one player in a hex than the stacking limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="65"/>
        <source>more units set up in a zone than its usable hexes can stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="69"/>
        <source>morale set for a colour the side does not control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="72"/>
        <source>a colour of a side has no morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="74"/>
        <source>a force entry&apos;s or hidden units&apos; colour is not its side&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="77"/>
        <source>a setup or move order outside 1 to the number of sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="80"/>
        <source>two sides of different players with the same setup or move order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="84"/>
        <source>a side&apos;s player is not one of the scenario&apos;s players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="86"/>
        <source>a side has no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="88"/>
        <source>an attacker has fewer points than a defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="90"/>
        <source>the book gives the attacker about 20 % more points than the defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="95"/>
        <source>a reinforcement or victory turn lies outside the game&apos;s turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="98"/>
        <source>a reinforcement brings no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="100"/>
        <source>units wait off board and no reinforcement brings them in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="103"/>
        <source>a victory condition names a side, zone or panel that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="107"/>
        <source>a victory condition names a colour, unit type or marker that is not in play, so it can never be met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="112"/>
        <source>a special rule&apos;s effect names a side, panel or terrain that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="116"/>
        <source>a special rule&apos;s effect names a colour or unit type that is not in play, so it never applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="120"/>
        <source>a special rule&apos;s effect lacks what it acts on (no side, turn, panel, unit type or terrain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/checks/scenariochecks.cpp" line="203"/>
        <source>%1 × %2 (&apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="54"/>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document/scenariodocument.cpp" line="66"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <location filename="../model/scenario/scenarioreader.cpp" line="110"/>
        <source>hex &apos;%1&apos; in %2 is beyond the largest map: Hexwright&apos;s maps are at most %3 hexes a side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message>
        <location filename="../model/board/tablelayoutio.cpp" line="29"/>
        <source>Hexwright&apos;s tables are at most 10 m (%1) a side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainTools</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="50"/>
        <source>Painting %1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="51"/>
        <source>Draw road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/changelayout.cpp" line="52"/>
        <source>Erase road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/commands/paintterrain.cpp" line="24"/>
        <source>Paint terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/terrainedits.cpp" line="93"/>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright</name>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="53"/>
        <source>Copied %n hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/terrainactions.cpp" line="77"/>
        <source>Brush radius %1: %n hex(es) ([ and ] change it)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="88"/>
        <source>S&amp;maller Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="89"/>
        <source>Paint fewer hexes at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="92"/>
        <source>Lar&amp;ger Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="93"/>
        <source>Paint more hexes at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="99"/>
        <source>Brush Ra&amp;dius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="117"/>
        <source>Cu&amp;t Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="118"/>
        <source>Copy the selected hexes and erase their paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="119"/>
        <source>&amp;Copy Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="120"/>
        <source>Copy the terrain and roads of the selected hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="122"/>
        <source>&amp;Paste Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="123"/>
        <source>Place the copied hexes: R turns them, M mirrors them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="125"/>
        <source>&amp;Delete Paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="126"/>
        <source>Erase the paint of the selected hexes: the panels&apos; own terrain shows again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="128"/>
        <source>Select &amp;All Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="129"/>
        <source>Select every hex of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="131"/>
        <source>Select &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="133"/>
        <source>Clear the hex selection (Esc on the map does the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="139"/>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainactions.cpp" line="143"/>
        <source>Delete paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="44"/>
        <source>Show Setup &amp;Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="48"/>
        <source>Tint the setup zones on the map (each zone can be hidden in the Zones dock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="76"/>
        <source>Add &amp;Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="78"/>
        <source>Add an empty setup zone and paint it with the Zone tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="84"/>
        <source>New Zone from &amp;Preset...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup.cpp" line="86"/>
        <source>Make a setup zone the way the book words it: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="197"/>
        <location filename="../model/scenario/victorytext.cpp" line="409"/>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="199"/>
        <location filename="../model/scenario/victorytext.cpp" line="411"/>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="201"/>
        <location filename="../model/scenario/victorytext.cpp" line="413"/>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="203"/>
        <location filename="../model/scenario/victorytext.cpp" line="415"/>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="211"/>
        <source>(no panel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="219"/>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="229"/>
        <source>Anywhere on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="232"/>
        <source>The first full hexes along the %1 edge of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="234"/>
        <source>The first %1 full hexes along the %2 edge of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="239"/>
        <source>%1 hexes of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="243"/>
        <source>On %1 within %2 hexes of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="247"/>
        <source>Within %1 hexes of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="250"/>
        <source>The first full hexes along the map&apos;s %1 edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="251"/>
        <source>The first %1 full hexes along the map&apos;s %2 edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="263"/>
        <source>force entry %1 sets up in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="268"/>
        <source>reinforcement %1 enters in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="272"/>
        <source>hidden units %1 are hidden in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/zonepresets.cpp" line="292"/>
        <source>victory condition %1 names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="95"/>
        <source>; the panels are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="96"/>
        <source>Row %1: unknown panel &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/map/layouttext.cpp" line="188"/>
        <source>The layout has no panels: type their ids row by row, north first, e.g. &quot;A B / 4 3 / F E&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="207"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="214"/>
        <source>%1 in %2 at the end of turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="215"/>
        <source>%1 in each of %2 at the end of turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="224"/>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="227"/>
        <source> at the end of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="229"/>
        <source> on or before turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="236"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; only undisrupted units count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="238"/>
        <source>Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; disrupted units count too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="246"/>
        <source>Whoever has the most undisrupted units in %1 at the end of turn %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="247"/>
        <source>Whoever has the most units in %1 at the end of turn %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="253"/>
        <source>eliminate every unit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="255"/>
        <location filename="../model/scenario/victorytext.cpp" line="279"/>
        <source> by the end of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="276"/>
        <source>units off %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="277"/>
        <source>%1 units off %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="280"/>
        <source>, graded by how many (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="287"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points at the end of turn %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="290"/>
        <source>Each side scores the cost of the enemy units it eliminates; the most points wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="323"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="325"/>
        <source>Whoever carries the most “%1” markers to their own area wins (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="336"/>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="336"/>
        <source>%1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="340"/>
        <source>%1 unit of type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="342"/>
        <source>The first %1 to enter %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="348"/>
        <source>enter every hex of %1 and eliminate every unit of %2 by the end of turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="388"/>
        <source>Unknown kind of condition “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="394"/>
        <source>decisive defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="396"/>
        <source>marginal defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="398"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="400"/>
        <source>marginal victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="402"/>
        <source>decisive victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="425"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="426"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="426"/>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="40"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="27"/>
        <source>%1 is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="41"/>
        <source>%1 is out of range (%2 hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="43"/>
        <source>%1 has no line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="48"/>
        <source>No attacker chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="83"/>
        <source>%1 is not in the target hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="90"/>
        <source>No target chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="101"/>
        <location filename="../editor/families/hammers-slammers/attackpreview.cpp" line="123"/>
        <source>Odds of %1 are below the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="28"/>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="89"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="111"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="89"/>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="114"/>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="90"/>
        <source>range %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="109"/>
        <source>Clear (adjacent hexes always see each other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="115"/>
        <source>Blocked by %1 (%2 &gt; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="129"/>
        <source> (blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="131"/>
        <source>%1 (%2 %3) to %4 (%5 %6), range %7: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostrace.cpp" line="139"/>
        <source>. Crossed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="261"/>
        <source>%1: 1 counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="262"/>
        <source>%1: %2 counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="268"/>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="313"/>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="316"/>
        <source>The scenario has no units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet_face.cpp" line="429"/>
        <source>%1 provisional: not printed in the source text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="26"/>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="28"/>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="30"/>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="32"/>
        <source>%1th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="40"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="42"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="51"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="54"/>
        <source>sets up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="55"/>
        <source>moves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="57"/>
        <source>budget %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="65"/>
        <source>%1 set-up sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="66"/>
        <source>%1 – set-up sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="69"/>
        <location filename="../model/export/setupsheet_content.cpp" line="98"/>
        <source>Briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="89"/>
        <location filename="../model/export/setupsheet_content.cpp" line="93"/>
        <source>Referee sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="94"/>
        <source>%1 players · %2 sides · everything every side sets up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="102"/>
        <location filename="../model/export/setupsheet_content.cpp" line="104"/>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="105"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="105"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="106"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="106"/>
        <source>Sets up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="107"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="107"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="108"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="115"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="129"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="148"/>
        <source>Designer&apos;s notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_content.cpp" line="160"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="46"/>
        <source>From %1 units lost, a rally roll of %2 or more makes every unit of these colours desert at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="52"/>
        <source>After %1 units are lost, the remaining units of these colours leave play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="56"/>
        <source>A unit that fails its rally roll is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="59"/>
        <source>Every morale roll is a desperation rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="29"/>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="31"/>
        <source>is a named pipe, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="33"/>
        <source>is a socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="35"/>
        <source>is a device, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="36"/>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="73"/>
        <location filename="../model/io/safefile.cpp" line="96"/>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="78"/>
        <location filename="../model/io/safefile.cpp" line="111"/>
        <source>the file is %1; Hexwright reads files of up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="102"/>
        <location filename="../model/io/safefile.cpp" line="136"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="125"/>
        <location filename="../model/io/safefile.cpp" line="145"/>
        <source>the file is larger than %1, the most Hexwright reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="167"/>
        <location filename="../model/io/safefile.cpp" line="207"/>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="199"/>
        <source>an atomic file is for writing only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/safefile.cpp" line="241"/>
        <source>the file was never opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="32"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="106"/>
        <source>untyped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="114"/>
        <source>the log has a &apos;%1&apos; line where the replay writes a &apos;%2&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="124"/>
        <source>roll %1 (%2) does not reproduce: the log has %3 %4, the replay %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="131"/>
        <source>roll %1 (%2): the log says roll total %3, the replay rolled %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="137"/>
        <source>roll %1 (%2) was read against other inputs: the log has %3 %4, the replay %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="146"/>
        <source>the final summary differs in &quot;%1&quot;: the log has %2, the replay %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="148"/>
        <source>the &apos;%1&apos; line differs in &quot;%2&quot;: the log has %3, the replay %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="161"/>
        <source>the log was recorded on another version of the scenario (its text has changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="167"/>
        <source>the log played rule option %1 as &quot;%2&quot;, this scenario plays &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="186"/>
        <source>incomplete: the log ends at line %1 without its final summary (was it cut short?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="210"/>
        <source>the log goes on after its final summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="217"/>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="225"/>
        <source>not a %1 log: the first line must be its header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="230"/>
        <source>the header has no seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="255"/>
        <source>the action is refused on replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="267"/>
        <source>the log has a &apos;%1&apos; line the replay does not produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="271"/>
        <source>the log is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/engine/playlog.cpp" line="300"/>
        <source>the file is not text (is it a binary file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="46"/>
        <source>its 1 playable hex holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="46"/>
        <source>its %1 playable hexes hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::AddUnitsDialog</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="746"/>
        <source>Add Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="748"/>
        <source>How many of the units held off-board arrive?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="751"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="751"/>
        <source>Off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="751"/>
        <source>Arrive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::AlliancesEditor</name>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="25"/>
        <source>Allied colours never fight each other and may stack together, as Tan and Green in scenario 11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="37"/>
        <source>&amp;Add Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="39"/>
        <source>Ally two colours that are in no alliance yet; check more colours below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="41"/>
        <source>&amp;Remove Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="61"/>
        <source>Add Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="70"/>
        <source>Remove Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="159"/>
        <source>%1 is in the alliance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="163"/>
        <source>An alliance needs at least two colours; remove the alliance instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="193"/>
        <source>Ally %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/allianceseditor.cpp" line="194"/>
        <source>Leave Alliance: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::Autosaver</name>
    <message>
        <location filename="../editor/shell/autosaver.cpp" line="123"/>
        <source>cannot lock %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::BrushTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="57"/>
        <source>&amp;Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="60"/>
        <source>Paint the current terrain by dragging; right button erases paint, Alt+click picks the terrain under the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="131"/>
        <source>Erase paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="132"/>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ConditionForm</name>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="114"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="115"/>
        <source>Kind: %1, id: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="133"/>
        <source>An optional part of the condition: check it to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="151"/>
        <source>The condition in words (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="152"/>
        <source>Optional: how the scenario words it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="206"/>
        <source>The game ends when this condition holds, or after turn %1 (Game length, in the schedule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="210"/>
        <source>The game ends when this condition holds (Game length, in the schedule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/conditionform.cpp" line="238"/>
        <source>Edit Victory Condition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::CounterPager</name>
    <message>
        <location filename="../model/export/countersheet.cpp" line="65"/>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="81"/>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="84"/>
        <source>Counters, page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="90"/>
        <source>Counter backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="97"/>
        <source>Backs of counters page %1: print double-sided, flipping on the long edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/countersheet.cpp" line="100"/>
        <source>Counter backs, page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::CounterSheetsDocument</name>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="140"/>
        <source>%1: counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="140"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::DocumentKeeper</name>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="45"/>
        <source>Could not autosave a recovery copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="79"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="139"/>
        <source>File Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="80"/>
        <source>%1 was changed by another program since you opened or saved it.
Saving now replaces those changes with yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="85"/>
        <source>&amp;Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="87"/>
        <location filename="../editor/shell/documentkeeper.cpp" line="151"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="141"/>
        <source>%1 was changed by another program, and you have changes that are not saved.
Reload it and lose your changes, keep yours (saving then replaces the other program&apos;s), or save yours as a new file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="146"/>
        <source>%1 was changed by another program.
Reload it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="148"/>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="149"/>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="158"/>
        <source>Reloaded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="170"/>
        <source>File Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/documentkeeper.cpp" line="171"/>
        <source>%1 was deleted or moved by another program.
Your scenario is still open and marked as changed: save it to write the file again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::EntryOverlay</name>
    <message>
        <location filename="../editor/schedule/entryoverlay.cpp" line="66"/>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::EyedropperTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="332"/>
        <source>&amp;Eyedropper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="336"/>
        <source>Click a hex to paint with its terrain (Alt+click does the same in the brush, line and fill tools)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::FillTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="241"/>
        <source>&amp;Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="244"/>
        <source>Click a hex to give its connected area of the same terrain the current terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="282"/>
        <source>Erase paint in an area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="283"/>
        <source>Fill with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="284"/>
        <source>Nothing to fill: the area has that terrain already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::HiddenPage</name>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="104"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="106"/>
        <source>Hide units in a zone, found by a die roll (scenario 6&apos;s partisans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="108"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="124"/>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="127"/>
        <source>&amp;Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="130"/>
        <source>&amp;Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="133"/>
        <source>Searched hex by hex: the zone is tinted on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="134"/>
        <source>&amp;Zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="137"/>
        <source>Units found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="139"/>
        <source>Roll 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="141"/>
        <source>1d6 is rolled when an enemy unit first enters a hex of the zone: this many units are found there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="147"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="159"/>
        <source>Found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="162"/>
        <source>Optional, e.g. found when a Red unit enters a forest hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="163"/>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="262"/>
        <source>Add Hidden Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="283"/>
        <source>Remove Hidden Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="314"/>
        <source>%1: %2 %3 in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="333"/>
        <source>No scenario is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="335"/>
        <source>Hidden units need a side and a zone to hide in: add them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="338"/>
        <source>No hidden units. Add some to hide units in a zone until an enemy unit finds them by a die roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/hiddenpage.cpp" line="425"/>
        <source>Edit Hidden Units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::HsChecks</name>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="113"/>
        <source>%1: %2 is placed at %3 in %4, where no fortress may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="131"/>
        <source>%1: %2 sets up in zone &apos;%3&apos;, but %4 only %5, where it may not stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="134"/>
        <source>its playable hex is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="135"/>
        <source>its playable hexes are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="140"/>
        <source>%1: %2 may not use %3 of the %4 playable hexes of zone &apos;%5&apos; (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="169"/>
        <source>fortress marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="172"/>
        <source>fortress marker at %1 is in %2; no fortress may stand in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="182"/>
        <source>%1&apos;s fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="190"/>
        <source>%1 fortresses at %2; a hex may hold only %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="212"/>
        <source>%1 units inside the fortress at %2 (%3), more than the %4 a fortress holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="258"/>
        <source>%1: %2 counters at %3 (%4), more than the %5 one player may stack in a hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="271"/>
        <source>%1: %2 units set up in zone &apos;%3&apos; (%4), but %5 at most %6 counters of one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../validation/families/hammers-slammers/checks/hschecks.cpp" line="298"/>
        <source>%1 (attacker): %2 points, %3 % more than %4 (defender): %5; the book gives the attacker about 20 % more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::HsPlaytest</name>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="25"/>
        <source>&amp;Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="28"/>
        <source>Roll the dice for the attack shown in the Orders dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="55"/>
        <source> (ECM answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="57"/>
        <source> (counter-artillery fire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="80"/>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="91"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="93"/>
        <source>disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="95"/>
        <source>on skimmers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="97"/>
        <source>carried by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="99"/>
        <source>carrying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="101"/>
        <source>towing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="103"/>
        <source>towed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="105"/>
        <source>in a fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="107"/>
        <source>has attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="109"/>
        <source>jammed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="111"/>
        <source>%1 MF left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="113"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Attack %2 · Defence %3 · Range %4 · Movement %5&lt;br&gt;%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="125"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="127"/>
        <source>Answer the announced attack: jam its units with your ECM tanks, or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="129"/>
        <source>Assign counter-artillery fire in the Orders dock, or end the phase to let the strike fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="132"/>
        <source>Disrupted units may try to rally: choose them in the Orders dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="134"/>
        <source>Select a waiting paratrooper in the Units dock, then click its drop zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="136"/>
        <source>Fire at the paratroopers that landed from the Orders dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="138"/>
        <source>Select a unit, then click a highlighted hex (its cost shown) to move there. Reinforcements: select them in the Units dock, then click an entry hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="141"/>
        <source>Select artillery (Ctrl+click adds more), click the target hex, check the odds, then Fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="144"/>
        <source>Select attackers (Ctrl+click adds more), click the target hex, check the odds and chances, then Fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="147"/>
        <source>Resolve each close assault from the Orders dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="292"/>
        <source>Select attackers and click a target hex first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytest.cpp" line="318"/>
        <source>No enemy unit chosen as a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="90"/>
        <source> - disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestinput.cpp" line="104"/>
        <source>All %n of Mine Here</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="52"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="242"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="52"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="242"/>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="52"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="242"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="54"/>
        <source>Untick attackers or targets to leave them out of the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="90"/>
        <source>Fire &amp;gas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="92"/>
        <source>Artillery bought with gas chooses gas or a normal attack each time it fires: each gas counter rolls on the gas table against each unit in the hex (§3.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="108"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="245"/>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="126"/>
        <source>Select attackers, then click the target hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="136"/>
        <source>Gas: each of the %n counter(s) rolls on the gas table against each unit in %1 (no odds, terrain or defence; CAF may cancel counters)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="151"/>
        <source>Attack %1 against hex defence %2: class B %3 (column %4), class A %5 (column %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="155"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="157"/>
        <source>below the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="160"/>
        <source>Attack %1 against defence %2 (units %3 + terrain %4): odds %5, CRT column %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="166"/>
        <source>%1, below the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="183"/>
        <source>Class B: %1
Class A: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="185"/>
        <source>Chances: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="197"/>
        <source>&lt;br&gt;and %n more selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="199"/>
        <source>&lt;i&gt;Click a unit on the map to see its factors and status.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="206"/>
        <source>Attackers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="207"/>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="223"/>
        <source>%1 (half)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="232"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="342"/>
        <source>D %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="241"/>
        <source>Close assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="241"/>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="241"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="245"/>
        <source>Resolve Close Assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="289"/>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="290"/>
        <source>No close assault to fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="306"/>
        <source>Close assault in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="317"/>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="318"/>
        <source>%1, below 1-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="322"/>
        <source>Attack %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="324"/>
        <source>Right-click an attacker to attack alone or join another attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="331"/>
        <source> (disrupted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="341"/>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="350"/>
        <source>Attack %1: tick at least one target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="355"/>
        <source>Attack %1: %2 against %3 = %4, column %5%6: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="361"/>
        <source> (shifted +%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="366"/>
        <source>Every unit in %1 must attack; each attack picks one, some or all enemy units. Untick targets; right-click an attacker to attack alone or join another attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="411"/>
        <source>Attack &amp;Alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="417"/>
        <source>&amp;Join Attack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="421"/>
        <source>&amp;Default Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="449"/>
        <source>%1: ECM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="450"/>
        <source>%1: Counter-Artillery Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="454"/>
        <source>%1 announces an attack on %2 by %3. Jam units of it with your ECM tanks: a jammed unit attacks alone and cannot observe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="457"/>
        <source>%1 shells %2 with %3. Each of your CAF units may cancel one artillery counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="468"/>
        <source>Do not jam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="468"/>
        <source>Do not fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="471"/>
        <source>Jam %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="472"/>
        <source>Cancel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="479"/>
        <source>Jam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="479"/>
        <source>Fire CAF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="480"/>
        <source>No Jamming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/hsplaytestpanel.cpp" line="480"/>
        <source>No CAF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ImageExportDialog</name>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="34"/>
        <source>Export Map as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="34"/>
        <source>Export Map as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="40"/>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="41"/>
        <source>Hex size across the flats when printed; the book&apos;s map has 16 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="45"/>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="46"/>
        <source>Dots per inch when printed at that hex size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="50"/>
        <source>&amp;Hex size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="52"/>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="55"/>
        <source>Image size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="55"/>
        <source>Printed size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="56"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="117"/>
        <source>%1 x %2 pixels (%3 megapixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="121"/>
        <source>%1: too large, lower the resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/imageexportdialog.cpp" line="125"/>
        <source>%1 x %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::LassoSelectTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="95"/>
        <source>L&amp;asso Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="99"/>
        <source>Draw round the hexes to select; Shift adds, Ctrl takes away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::LayoutDialog</name>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="38"/>
        <source>Lay Out Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="41"/>
        <source>Type the panels row by row, north first, as the scenario prints its layout: &lt;b&gt;A B / 4 3 / F E&lt;/b&gt;, or one row per line. In the line form, two spaces before a row shift it east by one panel, as the book indents its grids. &lt;b&gt;.&lt;/b&gt; leaves a slot empty, &lt;b&gt;3r&lt;/b&gt; turns panel 3 round. Panels: %1. %2 lays them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="55"/>
        <source>A B / 4 3 / F E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="84"/>
        <source>Lay Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="149"/>
        <source>1 panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="149"/>
        <source>%1 panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/layoutdialog.cpp" line="150"/>
        <source>%1, %2 x %3 hexes, %4 playable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::LevelsEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="292"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="292"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="299"/>
        <source>Add Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="300"/>
        <source>Remove Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="360"/>
        <source>This result from this many units on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::LineTool</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="151"/>
        <source>&amp;Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="154"/>
        <source>Drag from hex to hex to paint a straight line with the brush; the right button erases paint along it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="206"/>
        <source>Erase paint along a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="207"/>
        <source>Paint a line of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::LosTool</name>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="16"/>
        <source>Line of &amp;Sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/families/hammers-slammers/lostool.cpp" line="19"/>
        <source>Click a firer&apos;s hex, then a target&apos;s: every hex the line crosses with its LOS value, and the verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MainWindow</name>
    <message>
        <location filename="../editor/mainwindow.cpp" line="118"/>
        <source>Zoom %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="158"/>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="160"/>
        <source>Start a blank scenario for a ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="163"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="166"/>
        <source>Open a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="169"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="174"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="179"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="182"/>
        <source>Close the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="185"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="191"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="195"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="200"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="207"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="211"/>
        <source>&amp;Fit Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="213"/>
        <source>Zoom so that the whole map fits the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="216"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="218"/>
        <source>Show the map at its printed size (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="221"/>
        <source>&amp;About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="228"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="232"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="243"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="249"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="257"/>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="259"/>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="261"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="264"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="271"/>
        <source>Main Tool Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="285"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="376"/>
        <source>Recovered the unsaved changes of %1: check them and save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="493"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="495"/>
        <source>Could not save %1:
%2

The file on disk was not changed and your changes are still open. Free some space, or save them somewhere else with Save As.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="706"/>
        <source> (+%1 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="295"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="298"/>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="311"/>
        <source>%1 is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="331"/>
        <source>Could not read %1: see Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="332"/>
        <source>Could not open %1: %n error(s), see Problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="618"/>
        <source>%1[*] - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="619"/>
        <source>%1 (%2[*]) - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="655"/>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="661"/>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="695"/>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="341"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="393"/>
        <source>Cannot start a scenario for ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="399"/>
        <source>New scenario: drag panels from the Panels dock onto the map, or type a layout with Map &gt; Lay Out Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="413"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="417"/>
        <source>New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="417"/>
        <source>Ruleset of the new scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="438"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="439"/>
        <source>Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="475"/>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="476"/>
        <source>Hexwright scenarios (*.scenario.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="494"/>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="504"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="523"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="524"/>
        <source>%1 has changes that are not saved.
Save them before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="556"/>
        <source>About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="557"/>
        <source>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;A scenario editor and map designer for hex wargames.&lt;/p&gt;&lt;p&gt;First ruleset: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="611"/>
        <source>Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="682"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="684"/>
        <source>%1 %2 (panel %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="686"/>
        <source>%1 %2 (panel %3, half hex: not playable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="73"/>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="75"/>
        <source>Open a scenario of the book that comes with Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/samples.cpp" line="81"/>
        <source>Open a copy of the sample scenario &quot;%1&quot;; saving asks where to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MapView</name>
    <message>
        <location filename="../editor/mapview.cpp" line="373"/>
        <source>No scenario open.
Create one with File &gt; New (%1) or open one with File &gt; Open... (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MarkerTool</name>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="53"/>
        <source>Mar&amp;kers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="57"/>
        <source>Place fortresses, rubble and objects: click to place, right-click or Delete to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="131"/>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markertool.cpp" line="145"/>
        <source>Remove Marker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MarkersPage</name>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="55"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="58"/>
        <source>Optional, e.g. Spice container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="59"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="62"/>
        <source>The colour that bought the fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="63"/>
        <source>&amp;Owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="66"/>
        <source>Click the map to place a marker; click one of the same kind to select it; right-click or Delete removes the marker under the cursor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="76"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="76"/>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="76"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="76"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="78"/>
        <source>Double-click a marker to show it on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="85"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="87"/>
        <source>Remove the selected marker (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="180"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="224"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/markerspage.cpp" line="309"/>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MinimapWidget</name>
    <message>
        <location filename="../editor/minimapdock.cpp" line="13"/>
        <source>Minimap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="30"/>
        <source>Click or drag to move the map view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/minimapwidget.cpp" line="79"/>
        <source>No map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MoraleEditor</name>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="86"/>
        <source>The side&apos;s morale blocks, as the book words them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="90"/>
        <source>One Block per &amp;Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="92"/>
        <source>Give each colour of the side a block of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="93"/>
        <source>Re&amp;move Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="95"/>
        <source>Remove the block; its colours join the first other block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="108"/>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="112"/>
        <source>A disrupted unit rallies on 2d6 of at least this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="113"/>
        <source>&amp;Morale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="114"/>
        <source>Given &amp;free (no rally cost in the points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="116"/>
        <source>The scenario gives this morale at no cost, as scenario 14 does: the cost chart&apos;s rally cost is not added to the units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="122"/>
        <source>When this many units are eliminated, morale becomes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="124"/>
        <location filename="../editor/sides/moraleeditor.cpp" line="144"/>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="124"/>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="127"/>
        <source>Add &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="129"/>
        <source>Remove S&amp;tep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="136"/>
        <source>Special morale rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="138"/>
        <source>&amp;Desert on a rally roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="141"/>
        <source>Once the losses of a row are reached, a rally roll of at least its roll makes every unit of these colours desert at once (scenario 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="145"/>
        <source>Rally roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="148"/>
        <source>Add Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="150"/>
        <source>Remove Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="157"/>
        <source>&amp;Withdraw after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="160"/>
        <source>After this many units are eliminated, the rest of these colours leave play (scenario 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="165"/>
        <source> losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="170"/>
        <source>A &amp;failed rally eliminates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="173"/>
        <source>A unit that fails its rally roll is eliminated (scenario 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="175"/>
        <source>All rallies are des&amp;perate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="178"/>
        <source>Every morale roll is a desperation rally: a failure removes the unit (scenario 14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="189"/>
        <source>One Morale Block per Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="195"/>
        <source>Change Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="201"/>
        <source>Give Morale Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="201"/>
        <source>Pay for Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="212"/>
        <source>Add Morale Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="224"/>
        <source>Remove Morale Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="241"/>
        <source>Add Desertion Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="251"/>
        <source>Remove Desertion Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="267"/>
        <source>Change Withdrawal Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="365"/>
        <source>A block needs at least one colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="366"/>
        <source>Uncheck to give %1 a block of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="367"/>
        <source>Check to move %1 here from the block &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="456"/>
        <source>Move %1 to Another Morale Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="463"/>
        <source>Give %1 a Morale Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="474"/>
        <source>Remove Morale Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="484"/>
        <source>Change Morale Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="497"/>
        <source>Change Desertion Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="516"/>
        <source>Add Morale Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/moraleeditor.cpp" line="516"/>
        <source>Remove Morale Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PanelEditorWindow</name>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="93"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="103"/>
        <source>Pick a panel above, paint it with the map tools and save the panel library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="115"/>
        <source>&amp;Save Panel Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="117"/>
        <source>Write the library with your panels to your data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="121"/>
        <source>&amp;Revert Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="122"/>
        <source>Forget the unsaved edits of the panel on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="125"/>
        <source>Restore &amp;Bundled Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="126"/>
        <source>Delete your saved panel library and use the panels that come with Hexwright again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="131"/>
        <source>&amp;Close Panel Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="136"/>
        <source>&amp;Previous Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="143"/>
        <source>&amp;Next Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="160"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="161"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="163"/>
        <source>&amp;Fit Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="165"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="172"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="180"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="182"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="185"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="192"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="197"/>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="199"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="201"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="204"/>
        <source>Panel Tool Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="206"/>
        <source>Panel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="211"/>
        <source>The library panel to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="234"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="272"/>
        <source>edge piece %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="273"/>
        <source>panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="303"/>
        <source>&lt;b&gt;Editing %1 of the %2 panel library.&lt;/b&gt; Changes here alter the panel itself, in every scenario that uses it: Save Panel Library (%3) to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="328"/>
        <source>Panel Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="329"/>
        <source>%1 has edits that are not saved. Keep them in the library, to be saved with Save Panel Library, or discard them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="333"/>
        <source>&amp;Keep Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="342"/>
        <source>Editing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="355"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="356"/>
        <source>Save Panel Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="357"/>
        <source>Could not save the panel library to %1:
%2

The file on disk was not changed and your edits are still open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="367"/>
        <source>Saved to %1. New scenarios use it; open scenarios pick it up when reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="380"/>
        <source>Revert Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="381"/>
        <source>Forget the unsaved edits of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="386"/>
        <source>Reverted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="393"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="399"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="408"/>
        <source>Restore Bundled Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="394"/>
        <source>You have not saved a panel library of your own: the bundled panels are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="400"/>
        <source>Delete your panel library %1 and all the edits in it, and use the panels that come with Hexwright again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="409"/>
        <source>Could not delete %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="419"/>
        <source>Deleted %1: the bundled panels are in use again. Open scenarios pick them up when reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="429"/>
        <source>Unsaved Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="430"/>
        <source>The %1 panel library has edits that are not saved.
Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="451"/>
        <source>Panel Editor: %1[*] - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLayoutEditor</name>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="72"/>
        <location filename="../editor/panels/paneldrop.cpp" line="88"/>
        <source>Panel %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="102"/>
        <source>This map has no panels yet.

Drag panels here from the Panels dock,
or type a layout such as &quot;A B / 4 3 / F E&quot; with
Map &gt; Lay Out Panels... (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneldrop.cpp" line="196"/>
        <source>Drop to place panel %1 at %2 (hold Shift to ignore the neighbours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="54"/>
        <source>Lay &amp;Out Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="58"/>
        <source>Type the map&apos;s layout the way the book prints it, e.g. A B / 4 3 / F E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="62"/>
        <source>&amp;Turn Panel 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="65"/>
        <source>Turn the selected panel round, its north arrow south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="69"/>
        <source>D&amp;uplicate Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="72"/>
        <source>Place the same panel again beside the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="77"/>
        <source>&amp;Remove Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="80"/>
        <source>Take the selected panel off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="144"/>
        <source>the north-west of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="146"/>
        <source>the west of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="148"/>
        <source>the north of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="170"/>
        <source>Place panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="176"/>
        <source>Placed panel %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="196"/>
        <source>Move panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="199"/>
        <source>Moved panel %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="213"/>
        <source>Turn panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="216"/>
        <source>Turned panel %1 round: its north arrow points south.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="217"/>
        <source>Turned panel %1 back: its north arrow points north.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="229"/>
        <source>Remove panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="231"/>
        <source>Removed panel %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="247"/>
        <source>Duplicate panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="251"/>
        <source>Placed another panel %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="314"/>
        <source>Lay out panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="315"/>
        <source>The layout is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="319"/>
        <source>Laid out 1 panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="320"/>
        <source>Laid out %1 panels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="372"/>
        <source>The map grew west or north, and every hex the scenario names moved with it (%1 columns east, %2 rows south).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="385"/>
        <source>Warning: it overlaps panel %1; where panels overlap, the one placed first shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="387"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="53"/>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="58"/>
        <source>Select, move, turn and remove map panels; drag new ones from the Panels dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="103"/>
        <source>Panels: click a panel to select it, drag to move it; drag new panels from the Panels dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="138"/>
        <source>Panel %1 at %2: drag to move it, R turns it, Delete removes it, %3 duplicates it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="175"/>
        <source>Move panel %1 to %2: it would overlap another panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="177"/>
        <source>Move panel %1 to %2 (hold Shift to ignore the neighbours, Escape cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="206"/>
        <source>Move cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="267"/>
        <source>Panel %1 (turned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="268"/>
        <source>Panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/paneltool.cpp" line="279"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PanelLibraryDock</name>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="52"/>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="54"/>
        <source>hilltop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="56"/>
        <source>lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="58"/>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="60"/>
        <source>forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="62"/>
        <source>swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="64"/>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="128"/>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="159"/>
        <source>Create a scenario (File &gt; New) or open one to see its map panels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="162"/>
        <source>Drag a panel onto the map. Double-click one to add it east of the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="214"/>
        <source>Main panel, %1 x %2 hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="215"/>
        <source>Edge piece, %1 x %2 hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="223"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="229"/>
        <source>Features: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="229"/>
        <location filename="../editor/panels/panellibrarydock.cpp" line="231"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="231"/>
        <source>Roads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="233"/>
        <source>Not on the map yet: drag it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="234"/>
        <source>On the map once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellibrarydock.cpp" line="235"/>
        <source>On the map %1 times.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ParamEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="624"/>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="643"/>
        <source>Home board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PasteTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="162"/>
        <source>Place Clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="176"/>
        <source>Nothing to paste: select hexes and copy them first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="180"/>
        <source>The copied hexes belong to another game&apos;s ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="189"/>
        <source>Click to paste (Shift+click to paste again); R and Shift+R turn it, M mirrors it, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="246"/>
        <location filename="../editor/terrain/selecttools.cpp" line="256"/>
        <source>Paste cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/terrain/selecttools.cpp" line="267"/>
        <source>Pasted %n hex(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="269"/>
        <source>Nothing changed: the map is like that already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PerSideChoiceEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="405"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="416"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PickHexTool</name>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="18"/>
        <source>Pick Entry Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="20"/>
        <source>Click the hex where the reinforcement enters; Escape cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="31"/>
        <source>Click the hex where the reinforcement enters (Escape cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/pickhextool.cpp" line="64"/>
        <source>%1 is not a playable hex: click a whole hex of the map (Escape cancels).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PlayTool</name>
    <message>
        <location filename="../editor/playtest/playtool.cpp" line="11"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PlaytestWindow</name>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="72"/>
        <source>Other orders (double-click to give):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="93"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="98"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="98"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="98"/>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="118"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <location filename="../editor/playtest/playtestdocks.cpp" line="129"/>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="126"/>
        <source>Read against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="135"/>
        <source>Game Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="157"/>
        <source>Nothing else for this unit now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="158"/>
        <source>Nothing else to do in this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="180"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="202"/>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestdocks.cpp" line="261"/>
        <source>%1 of %2 on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="54"/>
        <source>Playtest: %1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="68"/>
        <source>no engine plays the rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="95"/>
        <source>This scenario cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="124"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="125"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="129"/>
        <source>End &amp;Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="133"/>
        <source>End your part of this phase; play goes on to the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="136"/>
        <source>End &amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="140"/>
        <source>End every phase of this player turn; play goes on to the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="143"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="216"/>
        <source>Give orders from the Orders dock, or end the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="148"/>
        <source>&amp;Save Game Log...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="150"/>
        <source>Write every action and die roll as JSON lines, for hexwright-cli playtest --replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="154"/>
        <source>&amp;Close Playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="156"/>
        <source>Close this window; the scenario is not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="184"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="186"/>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="188"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="190"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="200"/>
        <source>Turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="201"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="203"/>
        <source>%1 · Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="205"/>
        <source>%1 · %2 to act · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="214"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="245"/>
        <source>Take back the last action (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="249"/>
        <source>Cannot take back: dice have been rolled since (an action whose dice are rolled stands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="252"/>
        <source>Nothing to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="267"/>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="309"/>
        <source>Took back the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="317"/>
        <location filename="../editor/playtest/playtestwindow.cpp" line="323"/>
        <source>Save Game Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="318"/>
        <source>Game logs (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="324"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="327"/>
        <source>Game log written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="336"/>
        <source>The game ends without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="336"/>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/playtest/playtestwindow.cpp" line="337"/>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::PresetDialog</name>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="25"/>
        <source>New Zone from Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="31"/>
        <source>Anywhere on a panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="32"/>
        <source>The first hexes along a panel&apos;s edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="33"/>
        <source>The hexes of one terrain on a panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="34"/>
        <source>Within some hexes of a panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="35"/>
        <source>The first hexes along the map&apos;s edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="41"/>
        <source>Anywhere on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="45"/>
        <source>Only on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="55"/>
        <source> hexes deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="64"/>
        <source> hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="71"/>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="72"/>
        <location filename="../editor/setup/presetdialog.cpp" line="160"/>
        <source>P&amp;anel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="75"/>
        <source>&amp;Edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="78"/>
        <source>&amp;Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="81"/>
        <source>&amp;Terrain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="84"/>
        <source>&amp;Within:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="87"/>
        <source>&amp;Only on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="90"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="94"/>
        <source>Create Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="160"/>
        <source>Of p&amp;anel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="183"/>
        <source>No hexes: choose another preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/presetdialog.cpp" line="184"/>
        <source>1 hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/presetdialog.cpp" line="184"/>
        <source>%n hexes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::PrintController</name>
    <message>
        <location filename="../editor/print.cpp" line="45"/>
        <source>Export &amp;PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="46"/>
        <source>Save map, setup or counter sheets as a PDF to print later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="49"/>
        <source>Print Pre&amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="50"/>
        <source>See map, setup or counter sheets as they will print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="53"/>
        <source>&amp;Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print.cpp" line="54"/>
        <source>Print map, setup or counter sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="66"/>
        <source>Export Map &amp;Image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="67"/>
        <source>Save the map as a PNG picture or an SVG drawing, hexes at a chosen size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="75"/>
        <source>&amp;Map Sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="75"/>
        <source>&amp;Setup Sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="76"/>
        <source>&amp;Counter Sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="78"/>
        <source>the map at true scale, tiled over pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="79"/>
        <source>a setup sheet per side and one for the referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="80"/>
        <source>every unit&apos;s counters, ready to cut out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="86"/>
        <source>Save %1 as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="89"/>
        <source>Show %1 as they will print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="92"/>
        <location filename="../editor/print/printcontroller.cpp" line="312"/>
        <location filename="../editor/print/printcontroller.cpp" line="319"/>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="158"/>
        <source>The scenario has no map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="161"/>
        <location filename="../editor/print/printcontroller.cpp" line="170"/>
        <source>Writing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="201"/>
        <source>Print Preview: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="214"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="215"/>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="221"/>
        <source>Export Map Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="249"/>
        <source>Exported the map to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="270"/>
        <source>Export %1 to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="271"/>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="277"/>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="289"/>
        <source>Exported %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="296"/>
        <source>Print Preview of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="296"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="312"/>
        <source>Print...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="326"/>
        <source>Printing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="330"/>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="331"/>
        <source>Could not print %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="337"/>
        <source>Sent %1 to the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="373"/>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="375"/>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/printcontroller.cpp" line="376"/>
        <source>Could not write %1.

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ProblemModel</name>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="80"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="85"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="235"/>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="306"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="392"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="394"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/problemmodel.cpp" line="396"/>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::RecoveryDialog</name>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="24"/>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="26"/>
        <source>Hexwright did not close normally. It kept copies of these scenarios with the changes that were not saved. Tick the ones to recover or discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="33"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="33"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="33"/>
        <source>Autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="33"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="40"/>
        <source>Untitled (never saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="49"/>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="51"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/shell/recoverydialog.cpp" line="53"/>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::RectSelectTool</name>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="54"/>
        <source>Rectangle &amp;Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/selecttools.cpp" line="58"/>
        <source>Drag to select a block of hexes; Shift adds, Ctrl takes away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ReinforcementForm</name>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="37"/>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="39"/>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="41"/>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="42"/>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="84"/>
        <source>The side whose units arrive. Units of the old side go back off-board when it changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="86"/>
        <source>S&amp;ide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="90"/>
        <source>The turn at the start of which the units arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="91"/>
        <source>T&amp;urn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="94"/>
        <source>Along a map edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="95"/>
        <source>At a road entry hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="96"/>
        <source>Anywhere in a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="97"/>
        <source>By paradrop onto a drop zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="98"/>
        <source>Edge decided by a die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="99"/>
        <source>&amp;Enters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="112"/>
        <source>E&amp;dge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="115"/>
        <source>The panels whose edge it is; none ticked: the whole map&apos;s edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="119"/>
        <source>Of panels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="129"/>
        <source>e.g. 0812</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="130"/>
        <source>The label of the hex where the units enter; Enter to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="131"/>
        <source>&amp;Pick on Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="133"/>
        <source>Take the next click on the map as the entry hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="136"/>
        <source>&amp;Hex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="153"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="364"/>
        <source>&amp;Zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="166"/>
        <source>Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="166"/>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="166"/>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="170"/>
        <source>Faces of 1d6 (&quot;1,2,3&quot;), the edge they choose and its panels (&quot;1, 2&quot;; empty: the whole map&apos;s edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="175"/>
        <source>Add Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="177"/>
        <source>Remove Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="186"/>
        <source>Roll again if the roll picks the edge another reinforcement rolled (scenario 13: &quot;re-roll if Blue rolls Red&apos;s board&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="188"/>
        <source>Re-roll if same as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="195"/>
        <source>Units that arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="199"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="199"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="199"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="207"/>
        <source>&amp;Add Units...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="209"/>
        <source>Bring units of this side that are held off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="210"/>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="212"/>
        <source>Send the selected units back off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="225"/>
        <source>Change Reinforcement Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="316"/>
        <source>Select a reinforcement in the timeline, or make a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="358"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="564"/>
        <source>%1 is not a playable hex of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="364"/>
        <source>&amp;Drop zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="370"/>
        <source>(never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="391"/>
        <source>Panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="471"/>
        <location filename="../editor/schedule/reinforcementform.cpp" line="475"/>
        <source>Change Reinforcement Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="473"/>
        <source>Return Units Off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="512"/>
        <source>No Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="513"/>
        <source>The scenario has no zones yet. Make one in the Setup dock first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="533"/>
        <source>Change Reinforcement Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="548"/>
        <source>Change Entry Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="558"/>
        <source>&quot;%1&quot; is not a hex label: type column and row, like %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="578"/>
        <source>Change Entry Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="589"/>
        <source>Change Entry Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="625"/>
        <source>Change Die Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="649"/>
        <source>Add Die Roll Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="662"/>
        <source>Remove Die Roll Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/schedule/reinforcementform.cpp" line="686"/>
        <source>Add %n Units to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="710"/>
        <source>Return Units of %1 Off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="724"/>
        <source>No Units Off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/reinforcementform.cpp" line="725"/>
        <source>No units of this side are held off-board. Buy them in the Forces dock: new lines start off-board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::RoadTool</name>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="24"/>
        <source>&amp;Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="27"/>
        <source>Drag from hex to hex to draw a road; drag with the right button or Shift to erase road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="81"/>
        <source>No road there to erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/roadtool.cpp" line="82"/>
        <source>The road is there already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::RosterDock</name>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="139"/>
        <source>Check the options to buy for every unit of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="156"/>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="165"/>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="174"/>
        <location filename="../editor/roster/rosterdock.cpp" line="316"/>
        <source>No sides yet. A scenario needs sides before it has forces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="197"/>
        <source>Drag a line onto a map hex to set up one unit (Shift: the whole line, Ctrl: ask how many, Alt: in the zone under the cursor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="202"/>
        <source>&amp;Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="209"/>
        <source>&amp;Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="213"/>
        <source>C&amp;ount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="217"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="219"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="221"/>
        <source>Remove the selected line (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="318"/>
        <source>No scenario is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="360"/>
        <source>%1 (%n points)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="383"/>
        <source>%1 of %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="385"/>
        <source>%n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="389"/>
        <source>Over budget by %n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="407"/>
        <location filename="../editor/roster/rosterdock.cpp" line="413"/>
        <source>The attacker should have about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="421"/>
        <source>The attacker should have about 20 % more points than the defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="423"/>
        <source>Under %1 points buys very few good units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="425"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="426"/>
        <source>%1-%2 points a side plays in a few hours; under %3 or over %4 is discouraged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="471"/>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rosterdock.cpp" line="494"/>
        <source>Remove Force Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/roster/rosterdock.cpp" line="495"/>
        <source>Remove %n Force Lines</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::RosterModel</name>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="225"/>
        <location filename="../editor/roster/rostermodel.cpp" line="388"/>
        <source>Off board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="231"/>
        <source>Zone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="243"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="272"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="278"/>
        <source>This unit takes no purchase options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="279"/>
        <source>Options this unit can take: %1 (double-click to choose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="297"/>
        <source>Where the line sets up. Drag the line onto the map to set units up on a hex (Alt: in the zone under the cursor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="340"/>
        <source>Change Count of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="359"/>
        <source>Change Options of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="378"/>
        <source>Set Up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="398"/>
        <source>Reinforcement %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="447"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="449"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="451"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="453"/>
        <source>Cost per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="455"/>
        <source>Line cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/roster/rostermodel.cpp" line="457"/>
        <source>Placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ScenarioPropertiesDialog</name>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="62"/>
        <source>Scenario Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="70"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="73"/>
        <source>&amp;Author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="76"/>
        <source>Where the scenario comes from, e.g. the book&apos;s scenario 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="77"/>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="87"/>
        <source>A side is played by player %1, so there are at least %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="90"/>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="93"/>
        <source>Designer&apos;s notes: which units stand in for lost counter pictures, what was guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="95"/>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="96"/>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="100"/>
        <source>The story and situation every player reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="101"/>
        <source>&amp;Briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="107"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="107"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="131"/>
        <source>The rule in the words players read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="133"/>
        <source>&amp;Words:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="136"/>
        <source>What the playtest obeys; the words alone are not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="138"/>
        <source>None: words only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="146"/>
        <source>&amp;Effect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="158"/>
        <source>&amp;Add Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="160"/>
        <source>&amp;Remove Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="162"/>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="164"/>
        <source>Move &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="179"/>
        <source>Special &amp;Rules (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="313"/>
        <source>An optional part of the effect: check it to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="382"/>
        <source>Rule %1: &apos;%2&apos; is not a valid id: use lowercase letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="387"/>
        <source>Rule %1: the id &apos;%2&apos; is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="389"/>
        <source>Rule %1 has no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/scenariopropertiesdialog.cpp" line="422"/>
        <source>Change Scenario Properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ScheduleDock</name>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="27"/>
        <source>Reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="31"/>
        <source>&amp;New Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="33"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="35"/>
        <source>Schedule units of a side to arrive on a later turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="36"/>
        <source>D&amp;uplicate Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="38"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="40"/>
        <source>Another reinforcement of the same side, turn and entry, without units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="41"/>
        <source>&amp;Delete Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="43"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="44"/>
        <source>Delete the selected reinforcement (Delete in the timeline); its units go back off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="46"/>
        <source>Delete the selected reinforcement; its units go back off-board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="55"/>
        <source>Game length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="56"/>
        <source>&amp;Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="58"/>
        <source>The game ends after this many turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="62"/>
        <source>Turns, up to the last of the turn record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="67"/>
        <source>or &amp;until:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="70"/>
        <source>The game also ends as soon as this victory condition holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="176"/>
        <source>(no condition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="187"/>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="208"/>
        <source>Change Game Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="236"/>
        <source>New Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="251"/>
        <source>Duplicate Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="262"/>
        <source>Delete Reinforcement %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/scheduledock.cpp" line="282"/>
        <source>Move Reinforcement %1 to Turn %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SetupSheetWriter</name>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="96"/>
        <source>Panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="100"/>
        <source>the %1 edge of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="101"/>
        <source>the %1 edge of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="107"/>
        <source>road hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="111"/>
        <source>paradrop into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="115"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="116"/>
        <source>roll 1d6 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="123"/>
        <source>, rolled again if the same as %1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="137"/>
        <source>hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="139"/>
        <source>off board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="146"/>
        <source>reinforcement, turn %1, edge by die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="147"/>
        <source>reinforcement, turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="149"/>
        <source>reinforcement %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="161"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="163"/>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="166"/>
        <source>(no units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="252"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="254"/>
        <source>Forces of all sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="252"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="254"/>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="257"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="395"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="427"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="258"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="428"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="259"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="260"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="261"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="262"/>
        <source>Per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="263"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="264"/>
        <source>Sets up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="285"/>
        <source>%1 (back: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="306"/>
        <source>No units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="318"/>
        <source>%1: %2 units, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="319"/>
        <source>Total: %1 units, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="323"/>
        <source> of a budget of %1 (%2 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="324"/>
        <source> of a budget of %1: over by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="357"/>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="357"/>
        <source>Set-up zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="370"/>
        <source>%1 (objective)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="372"/>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="390"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="392"/>
        <source>Reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="393"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="396"/>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="397"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="419"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="425"/>
        <source>Hidden units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="421"/>
        <source>Placed when a unit of another side first enters a hex of the zone: roll 1d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="429"/>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="430"/>
        <source>1d6 when found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="443"/>
        <source>%1: 1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="444"/>
        <source>%1: %2 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="445"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="446"/>
        <source>; any other roll: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="459"/>
        <location filename="../model/export/setupsheet_sections.cpp" line="461"/>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="463"/>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="464"/>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="465"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_sections.cpp" line="466"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="78"/>
        <location filename="../model/export/setupsheet_tracks.cpp" line="117"/>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="79"/>
        <source>A disrupted unit rallies on 2d6 at or above its colour&apos;s morale; the morale changes as the colour&apos;s losses mount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="101"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="103"/>
        <source>: morale at no cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="115"/>
        <source>Units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="123"/>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="145"/>
        <source>Victory conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="155"/>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="192"/>
        <source>Turn record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="208"/>
        <source>Reinf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="218"/>
        <source>Shaded turns: reinforcements arrive (named in the box).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="219"/>
        <source>Shaded turns: your reinforcements arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="223"/>
        <source>The game ends early when this holds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_tracks.cpp" line="229"/>
        <source>No end turn is given: after turn %1 the marker goes back to turn %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SetupSheetsDocument</name>
    <message>
        <location filename="../model/export/setupsheets.cpp" line="93"/>
        <source>%1: set-up sheets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SetupTool</name>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="33"/>
        <source>Set &amp;Up Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="38"/>
        <source>Drag stacks from hex to hex; Delete sends the units under the cursor off board. Drag roster lines from the Forces dock onto the map to set them up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="47"/>
        <source>Drag a stack to move it; Delete sends the units under the cursor off board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="78"/>
        <source>No units on %1. Drag lines from the Forces dock to set units up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="116"/>
        <source>Units set up on whole hexes of the map only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="124"/>
        <source>Move 1 Unit from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="125"/>
        <source>Move %n Units from %1 to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="144"/>
        <source>Return 1 Unit Off Board from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/setuptool.cpp" line="145"/>
        <source>Return %n Units Off Board from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/setuptool.cpp" line="164"/>
        <source>No units on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SheetFlow</name>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="269"/>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="389"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/export/setupsheet_layout.cpp" line="393"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SheetOptionsDialog</name>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="56"/>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="85"/>
        <source>%1 (%2 x %3 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="87"/>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="90"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="91"/>
        <source>Landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="92"/>
        <source>&amp;Orientation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="106"/>
        <source>&amp;Greyscale, terrain told apart by patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="107"/>
        <source>For black-and-white printers; otherwise the book&apos;s colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="152"/>
        <source>Hex size across the flats on paper; the book&apos;s map has 16 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="153"/>
        <source>&amp;Hex size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="156"/>
        <source>Map repeated on both sides of the seam between two pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="157"/>
        <source>O&amp;verlap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="158"/>
        <source>&amp;Cut and alignment marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="161"/>
        <source>&amp;Assembly diagram page and page labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="163"/>
        <source>Hex &amp;numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="178"/>
        <source>A sheet for &amp;each of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="179"/>
        <source>A &amp;referee sheet showing everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="189"/>
        <source>Counter edge on paper; the book&apos;s counters are half an inch (12.7 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="191"/>
        <source>&amp;Counter size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="194"/>
        <source>On back pages, mirrored for double-sided printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="195"/>
        <source>Beside the fronts, to fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="196"/>
        <source>Where the backs of two-sided counters (infantry on foot and mounted) go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="198"/>
        <source>&amp;Backs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="199"/>
        <source>C&amp;ut lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="207"/>
        <source>&amp;Mark provisional counter factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="208"/>
        <source>A dagger on the factors the rulebook&apos;s text does not give, and a footnote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="217"/>
        <source>Map Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="219"/>
        <source>Setup Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="221"/>
        <source>Counter Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="228"/>
        <source>Makes 1 page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="228"/>
        <source>Makes %1 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="442"/>
        <source>Tick at least one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/print/sheetoptionsdialog.cpp" line="445"/>
        <source>Nothing to print.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::SidesDock</name>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="60"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="62"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="66"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="72"/>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="91"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="94"/>
        <source>Add a side with the first free colour (at most %1 sides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="96"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="98"/>
        <source>Remove the side with its forces, reinforcements, hidden units and the victory conditions that name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="101"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="103"/>
        <source>Move the side up the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="105"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="107"/>
        <source>Move the side down the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="128"/>
        <source>A side needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="129"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="134"/>
        <source>The id the file uses for the side; changing it changes every force, reinforcement, hidden unit and victory condition of the side too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="137"/>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="141"/>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="145"/>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="150"/>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="154"/>
        <source>1 sets up first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="155"/>
        <source>&amp;Sets up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="159"/>
        <source>1 moves first each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="160"/>
        <source>&amp;Moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="162"/>
        <source>&amp;Budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="164"/>
        <source>The points the side may spend on its forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="169"/>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="184"/>
        <source>What this side&apos;s player reads: set-up, orders, aims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="186"/>
        <source>Brie&amp;fing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="187"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="191"/>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="194"/>
        <location filename="../editor/sides/sidesdock.cpp" line="488"/>
        <source>Alliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="218"/>
        <source>Rename Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="226"/>
        <source>Change Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="231"/>
        <source>Change Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="234"/>
        <source>Change Setup Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="238"/>
        <source>Change Move Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="250"/>
        <source>Set Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="250"/>
        <source>Remove Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="255"/>
        <source>Change Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="263"/>
        <source>Set Suggested Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="273"/>
        <source>Edit Briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="341"/>
        <source>%1 (player %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="344"/>
        <source>Id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="360"/>
        <source>No scenario is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="361"/>
        <source>No sides yet. Add one for each player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="424"/>
        <source>%1 belongs to %2: a colour belongs to one side only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="428"/>
        <source>A side needs at least one colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="451"/>
        <source>The attacker gets about 20 % more points than the defender: about %1 against %2&apos;s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="460"/>
        <source>The attacker gets about 20 % more points than the defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="463"/>
        <source>Under %1 points buys very few good units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="465"/>
        <source>Over %1 points is usually too cumbersome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="466"/>
        <source>%1-%2 points a side play in a few hours; under %3 or over %4 is discouraged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="476"/>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="477"/>
        <source>Set the budget the book&apos;s guidance suggests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="487"/>
        <source>Alliances (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="499"/>
        <source>Add a side with the first free colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="501"/>
        <source>A scenario has at most %1 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="502"/>
        <source>Every colour belongs to a side already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="543"/>
        <source>Add Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="557"/>
        <location filename="../editor/sides/sidesdock.cpp" line="634"/>
        <source>1 force entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="558"/>
        <location filename="../editor/sides/sidesdock.cpp" line="635"/>
        <source>%1 force entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="561"/>
        <source>1 reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="562"/>
        <source>%1 reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="564"/>
        <location filename="../editor/sides/sidesdock.cpp" line="637"/>
        <source>1 group of hidden units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="565"/>
        <location filename="../editor/sides/sidesdock.cpp" line="638"/>
        <source>%1 groups of hidden units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="568"/>
        <source>1 victory condition that names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="569"/>
        <source>%1 victory conditions that name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="572"/>
        <source>Remove the side %1? These go with it: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="574"/>
        <source>Remove Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="577"/>
        <source>Remove Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="588"/>
        <source>Move Side Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="588"/>
        <source>Move Side Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="602"/>
        <source>Another side has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="603"/>
        <source>&apos;%1&apos; is not a valid id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="609"/>
        <source>Change Side Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="639"/>
        <source>Remove Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="640"/>
        <source>Take %1 from %2? These of its units go with it: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="647"/>
        <source>Add %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/sides/sidesdock.cpp" line="648"/>
        <source>Take %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainPalette</name>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="26"/>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="46"/>
        <source>Brush radius:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="58"/>
        <source>On the map: keys 1-9 pick a terrain, 0 erases paint, [ and ] change the brush, Alt+click picks up a terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="88"/>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="92"/>
        <source>Erase paint
(show the panel&apos;s terrain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/terrain/terrainpalette.cpp" line="95"/>
        <source>Take scenario paint away so the panels&apos; own terrain shows (key 0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainState</name>
    <message>
        <location filename="../editor/terrain/terrainstate.cpp" line="54"/>
        <source>Erase paint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::TerrainTool</name>
    <message>
        <location filename="../editor/terrain/terraintool.cpp" line="104"/>
        <source>Painting %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::TimelineWidget</name>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="32"/>
        <source>Reinforcement timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="125"/>
        <source>%1 (no such side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="209"/>
        <source>No scenario is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="220"/>
        <source>Side / Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="228"/>
        <source>After the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="279"/>
        <source>%1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/schedule/timelinewidget.cpp" line="286"/>
        <source>No sides yet: reinforcements need a side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::TurnsEditor</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="463"/>
        <source>Turns, e.g. 1, 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::UnitDropHandler</name>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="30"/>
        <source>Set Up Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="31"/>
        <source>Units of each line to set up (1-%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="108"/>
        <source>one unit of each line; Shift drops whole lines, Ctrl asks how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="111"/>
        <source>whole lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="116"/>
        <source>1 unit of each line, as asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="117"/>
        <source>%n units of each line, as asked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="137"/>
        <source>Those units are set up there already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="142"/>
        <source>zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="144"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/unitdrop.cpp" line="145"/>
        <source>%n units</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="147"/>
        <source>Set Up %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/unitdrop.cpp" line="148"/>
        <source>Set up %1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationController</name>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="54"/>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="55"/>
        <source>%n errors</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="57"/>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="58"/>
        <source>%n warnings</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="60"/>
        <source>1 note</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationcontroller.cpp" line="61"/>
        <source>%n notes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="62"/>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="75"/>
        <source>Problem &amp;Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="84"/>
        <source>Show the Problems dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="95"/>
        <source>Ring the hexes of the problems on the map: red for errors, amber for warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="103"/>
        <source>&amp;Next Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="106"/>
        <source>Go to the next problem of the Problems dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="107"/>
        <source>Pre&amp;vious Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="110"/>
        <source>Go to the previous problem of the Problems dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="156"/>
        <source>Not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="156"/>
        <source>%1: not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="204"/>
        <source>%1 (checking...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationcontroller.cpp" line="242"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ValidationDock</name>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="19"/>
        <location filename="../editor/validation/validationdock.cpp" line="194"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="43"/>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="45"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="46"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="49"/>
        <source>Filter problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="52"/>
        <source>Show only the problems whose message, check or hex contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="104"/>
        <location filename="../editor/validation/validationdock.cpp" line="109"/>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="105"/>
        <source>The filters hide every problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="186"/>
        <source>1 error: click to show or hide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="187"/>
        <source>%n errors: click to show or hide them</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="189"/>
        <source>1 warning: click to show or hide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="190"/>
        <source>%n warnings: click to show or hide them</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="191"/>
        <source>1 note: click to show or hide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/validation/validationdock.cpp" line="192"/>
        <source>%n notes: click to show or hide them</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/validation/validationdock.cpp" line="194"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryDock</name>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="18"/>
        <location filename="../editor/victory/victorydock.cpp" line="30"/>
        <source>Victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="31"/>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorydock.cpp" line="32"/>
        <source>Hidden Units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryListModel</name>
    <message>
        <location filename="../editor/victory/victorylistmodel.cpp" line="64"/>
        <source>%1 (ends the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorylistmodel.cpp" line="68"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::VictoryPage</name>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="63"/>
        <source>Add Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="67"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="73"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="75"/>
        <source>Add a victory condition of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="77"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="79"/>
        <source>Remove the selected condition (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="80"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="82"/>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="83"/>
        <source>Move Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="85"/>
        <source>Move the condition up (Ctrl+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="86"/>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="87"/>
        <source>Move Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="89"/>
        <source>Move the condition down (Ctrl+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="182"/>
        <source>Describe the condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="186"/>
        <source>Add Victory Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="205"/>
        <location filename="../editor/victory/victorypage.cpp" line="207"/>
        <location filename="../editor/victory/victorypage.cpp" line="208"/>
        <location filename="../editor/victory/victorypage.cpp" line="211"/>
        <source>Remove Victory Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="225"/>
        <source>Duplicate Victory Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/victorypage.cpp" line="239"/>
        <source>Move Victory Condition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::Words</name>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="114"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="144"/>
        <source>Panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="157"/>
        <source>the %1 edge of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="158"/>
        <source>the %1 edge of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="172"/>
        <source>%1 or more: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="177"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="179"/>
        <source>%1-%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="189"/>
        <source>an undisrupted unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="191"/>
        <source>an undisrupted %1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="193"/>
        <source>a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="195"/>
        <source>an %1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/scenario/victorytext.cpp" line="195"/>
        <source>a %1 unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ZoneModel</name>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="71"/>
        <source>%1 (id %2). Uncheck to hide it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="116"/>
        <source>Rename Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="116"/>
        <source>Change Zone Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="143"/>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="145"/>
        <source>Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonemodel.cpp" line="147"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::ZoneTool</name>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="23"/>
        <source>&amp;Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="27"/>
        <source>Paint the current setup zone: drag to add hexes, right button or Shift to take them away, [ and ] size the brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="67"/>
        <source>Choose a zone in the Zones dock first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="109"/>
        <source>Zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="118"/>
        <location filename="../editor/setup/zonetool.cpp" line="156"/>
        <source>Paint &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="120"/>
        <source>New zone &quot;%1&quot;: rename it in the Zones dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="156"/>
        <source>Take Hexes from &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonetool.cpp" line="167"/>
        <source>Zone brush: one hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/setup/zonetool.cpp" line="168"/>
        <source>Zone brush: %n hexes round the centre</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexwright::ZonesDock</name>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="30"/>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="55"/>
        <source>Paint the selected zone with the Zone tool (Z): drag to add hexes, right-drag to take them away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="63"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="65"/>
        <source>Add an empty zone and paint it with the Zone tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="66"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="68"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="70"/>
        <source>From &amp;Preset...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="72"/>
        <source>A zone worded as the book does: a whole panel, a panel&apos;s edge, its city hexes, within N hexes of a panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="94"/>
        <source>Remove Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="162"/>
        <source>Zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="167"/>
        <source>Add Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="171"/>
        <source>Paint &quot;%1&quot; on the map: drag to add hexes, right-drag to take them away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="181"/>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="182"/>
        <source>Duplicate Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="196"/>
        <source>&quot;%1&quot; is in use:

- %2

Remove it anyway? Units set up in it go off board; reinforcements, hidden units and victory conditions that name it will need another zone (the Problems dock lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="214"/>
        <location filename="../editor/setup/zonesdock.cpp" line="217"/>
        <source>Remove Zone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="216"/>
        <source>Units off board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/setup/zonesdock.cpp" line="231"/>
        <source>New Zone from Preset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::parameditors</name>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="110"/>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="125"/>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="126"/>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="127"/>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors.cpp" line="128"/>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::parameditors::EdgeEditor</name>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="190"/>
        <source>Only the edge of this panel (none checked: the whole map&apos;s edge)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::parameditors::HexPickTool</name>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="36"/>
        <source>Pick Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="52"/>
        <source>Click a hex to add it; Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::parameditors::HexesEditor</name>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="100"/>
        <source>Hex, e.g. 0405</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="102"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="103"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="104"/>
        <source>Pick on Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/victory/parameditors_map.cpp" line="106"/>
        <source>Click a hex of the map to add it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::schedule</name>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="390"/>
        <source>no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="404"/>
        <source>the %1 edge of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="406"/>
        <source>the %1 edge of panel %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="409"/>
        <source>the %1 edge of panels %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="416"/>
        <source>enter along %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="418"/>
        <source>enter on the %1 road at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="421"/>
        <source>enter anywhere in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="423"/>
        <source>paradrop onto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="430"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="432"/>
        <source>roll 1d6 for the edge (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="434"/>
        <source>, re-roll if the same as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="445"/>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="447"/>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="449"/>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="451"/>
        <source>Paradrop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="453"/>
        <source>Die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/edit/scheduleedits.cpp" line="463"/>
        <source>Turn %1, %2: %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="73"/>
        <source>Scenario editor and map designer for hex wargames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="78"/>
        <source>Scenario to open (default: the demo scenario).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="82"/>
        <source>Open the window, fit the map, save a picture of the window to &lt;path&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="89"/>
        <source>Also look for rulesets and panel libraries in &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="97"/>
        <source>Give at most one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="128"/>
        <source>Could not save %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
