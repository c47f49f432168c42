<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="props" tilewidth="8" tileheight="8" tilecount="2" columns="2">
 <properties>
  <property name="animation run" value="0,1"/>
  <property name="b" type="bool" value="true"/>
  <property name="c" type="color" value="#80ff0000"/>
  <property name="f" type="float" value="2.5"/>
  <property name="file" type="file" value="props.png"/>
  <property name="i" type="int" value="-7"/>
  <property name="s" value="a &quot;text&quot;"/>
 </properties>
 <image source="props.png" width="16" height="8"/>
 <tile id="0">
  <properties>
   <property name="hit" type="bool" value="false"/>
   <property name="pivot_x" type="float" value="4"/>
   <property name="pivot_y" type="float" value="6"/>
   <property name="big" type="int" value="2147483648"/>
   <property name="c" type="color" value=""/>
  </properties>
  <objectgroup draworder="index">
   <object id="1" name="fist" type="hitbox" x="1" y="1" width="4" height="3">
    <properties>
     <property name="damage" type="int" value="12"/>
     <property name="damage" type="int" value="13"/>
     <property name="sensor" type="bool" value="true"/>
     <property name="stats" type="class" propertytype="Hit"><properties><property name="x" type="int" value="1"/></properties></property>
     <property name="text">two
lines</property>
    </properties>
   </object>
  </objectgroup>
 </tile>
</tileset>
