<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>TerrainTools</name>
    <message>
        <location filename="../editor/terrain/painttools.cpp" line="50"/>
        <source>Painting %1 (from %2)</source>
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
    <name>hexwright::MainWindow</name>
    <message>
        <location filename="../editor/mainwindow.cpp" line="111"/>
        <source>Zoom %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="136"/>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="138"/>
        <source>Start a blank scenario for a ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="141"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="144"/>
        <source>Open a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="147"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="152"/>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="157"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="160"/>
        <source>Close the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="163"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="169"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="173"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="178"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="185"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="189"/>
        <source>&amp;Fit Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="191"/>
        <source>Zoom so that the whole map fits the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="194"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="196"/>
        <source>Show the map at its printed size (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="199"/>
        <source>&amp;About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="206"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="210"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="219"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="225"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="233"/>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="235"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="238"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="245"/>
        <source>Main Tool Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="259"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="266"/>
        <location filename="../editor/mainwindow.cpp" line="449"/>
        <location filename="../editor/mainwindow.cpp" line="573"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="277"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="280"/>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="293"/>
        <source>%1 is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="311"/>
        <source>Could not read %1: see Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="312"/>
        <source>Could not open %1: %n error(s), see Problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="586"/>
        <source>%1[*] - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="587"/>
        <source>%1 (%2[*]) - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="623"/>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="629"/>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="663"/>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="322"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="338"/>
        <source>Cannot start a scenario for ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="344"/>
        <source>New scenario: drag panels from the Panels dock onto the map, or type a layout with Map &gt; Lay Out Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="358"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="362"/>
        <source>New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="362"/>
        <source>Ruleset of the new scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="386"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="387"/>
        <source>Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="415"/>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="416"/>
        <source>Hexwright scenarios (*.scenario.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="433"/>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="434"/>
        <source>Could not save %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="439"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="459"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="460"/>
        <source>%1 has changes that are not saved.
Save them before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="504"/>
        <source>About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="505"/>
        <source>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;A scenario editor and map designer for hex wargames.&lt;/p&gt;&lt;p&gt;First ruleset: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="573"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="579"/>
        <source>Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="650"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="652"/>
        <source>%1 %2 (panel %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="654"/>
        <source>%1 %2 (panel %3, half hex: not playable)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MapView</name>
    <message>
        <location filename="../editor/mapview.cpp" line="325"/>
        <source>No scenario open.
Create one with File &gt; New (%1) or open one with File &gt; Open... (%2).</source>
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
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="353"/>
        <source>Save Panel Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="354"/>
        <source>Could not save the panel library to %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="363"/>
        <source>Saved to %1. New scenarios use it; open scenarios pick it up when reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="376"/>
        <source>Revert Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="377"/>
        <source>Forget the unsaved edits of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="382"/>
        <source>Reverted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="389"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="395"/>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="404"/>
        <source>Restore Bundled Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="390"/>
        <source>You have not saved a panel library of your own: the bundled panels are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="396"/>
        <source>Delete your panel library %1 and all the edits in it, and use the panels that come with Hexwright again?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="405"/>
        <source>Could not delete %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="415"/>
        <source>Deleted %1: the bundled panels are in use again. Open scenarios pick them up when reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="425"/>
        <source>Unsaved Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="426"/>
        <source>The %1 panel library has edits that are not saved.
Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/paneleditor/paneleditorwindow.cpp" line="447"/>
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
        <location filename="../editor/panels/panellayouteditor.cpp" line="76"/>
        <source>Lay &amp;Out Panels...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="80"/>
        <source>Type the map&apos;s layout the way the book prints it, e.g. A B / 4 3 / F E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="84"/>
        <source>&amp;Turn Panel 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="87"/>
        <source>Turn the selected panel round, its north arrow south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="91"/>
        <source>D&amp;uplicate Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="94"/>
        <source>Place the same panel again beside the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="99"/>
        <source>&amp;Remove Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="102"/>
        <source>Take the selected panel off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="166"/>
        <source>the north-west of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="168"/>
        <source>the west of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="170"/>
        <source>the north of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="192"/>
        <source>Place panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="198"/>
        <source>Placed panel %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="218"/>
        <source>Move panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="221"/>
        <source>Moved panel %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="235"/>
        <source>Turn panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="238"/>
        <source>Turned panel %1 round: its north arrow points south.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="239"/>
        <source>Turned panel %1 back: its north arrow points north.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="251"/>
        <source>Remove panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="253"/>
        <source>Removed panel %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="269"/>
        <source>Duplicate panel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="273"/>
        <source>Placed another panel %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="294"/>
        <source>A panel cannot go west of column 01 or north of row 01 here: this scenario already names hexes, and growing the map that way would move them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="332"/>
        <source>Lay out panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="333"/>
        <source>The layout is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="337"/>
        <source>Laid out 1 panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="338"/>
        <source>Laid out %1 panels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="395"/>
        <source>Warning: it overlaps panel %1; where panels overlap, the one placed first shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/panels/panellayouteditor.cpp" line="397"/>
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
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="71"/>
        <source>Scenario editor and map designer for hex wargames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="76"/>
        <source>Scenario to open (default: the demo scenario).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="80"/>
        <source>Open the window, fit the map, save a picture of the window to &lt;path&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="90"/>
        <source>Give at most one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="116"/>
        <source>Could not save %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
