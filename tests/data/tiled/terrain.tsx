<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="Hexwright terrain" tilewidth="104" tileheight="90" tilecount="2" columns="2">
  <image source="good-terrain.png" width="208" height="90"/>
  <tile id="0">
   <properties>
    <property name="terrain_id" value="clear"/>
   </properties>
  </tile>
  <tile id="1">
   <properties>
    <property name="terrain_id" value="forest"/>
   </properties>
  </tile>
 </tileset>
