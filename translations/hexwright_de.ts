<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>hexwright::MainWindow</name>
    <message>
        <location filename="../editor/mainwindow.cpp" line="64"/>
        <source>Zoom %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="86"/>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="88"/>
        <source>Open a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="91"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="93"/>
        <source>Close the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="96"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="101"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="108"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="112"/>
        <source>&amp;Fit Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="114"/>
        <source>Zoom so that the whole map fits the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="117"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="119"/>
        <source>Show the map at its printed size (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="122"/>
        <source>&amp;About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="129"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="135"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="143"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="149"/>
        <source>Main Tool Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="161"/>
        <location filename="../editor/mainwindow.cpp" line="249"/>
        <location filename="../editor/mainwindow.cpp" line="304"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="190"/>
        <source>Could not read %1: see Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="191"/>
        <source>Could not open %1: %n error(s), see Problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/mainwindow.cpp" line="204"/>
        <source>Opened %1: %n problem(s), see Problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="207"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="235"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="236"/>
        <source>Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="257"/>
        <source>About Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="258"/>
        <source>&lt;h3&gt;Hexwright %1&lt;/h3&gt;&lt;p&gt;A scenario editor and map designer for hex wargames.&lt;/p&gt;&lt;p&gt;First ruleset: &lt;i&gt;Hammer&apos;s Slammers&lt;/i&gt; (Mayfair Games, 1984).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="304"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="310"/>
        <source>Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="315"/>
        <source>%1 - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="316"/>
        <source>%1 (%2) - Hexwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="341"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="343"/>
        <source>%1 %2 (panel %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../editor/mainwindow.cpp" line="345"/>
        <source>%1 %2 (panel %3, half hex: not playable)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hexwright::MapView</name>
    <message>
        <location filename="../editor/mapview.cpp" line="301"/>
        <source>No scenario open.
Open one with File &gt; Open... (%1).</source>
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
