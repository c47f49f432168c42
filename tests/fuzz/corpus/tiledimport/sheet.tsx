<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="walker" tilewidth="32" tileheight="32" spacing="2" margin="1" tilecount="4" columns="2">
 <properties>
  <property name="animation walk" value="0,1,2,1"/>
 </properties>
 <image source="sheet.png" width="67" height="67"/>
 <tile id="0">
  <properties>
   <property name="pivot_x" type="float" value="16"/>
   <property name="pivot_y" type="float" value="28"/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" name="feet" type="body" x="4" y="20" width="24" height="10"/>
   <object id="2" type="hurtbox" x="8" y="2" width="16" height="16"><ellipse/></object>
   <object id="3" name="fist" type="hitbox" x="20" y="10" rotation="30"><polygon points="0,0 10,0 10,6 0,6"/></object>
   <object id="4" x="0" y="0"><polyline points="0,0 5,5"/></object>
  </objectgroup>
  <animation>
   <frame tileid="0" duration="80"/>
   <frame tileid="1" duration="120"/>
  </animation>
 </tile>
</tileset>
