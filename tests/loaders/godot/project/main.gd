# Loads every scene under res://scenes/ (one folder per project), instantiates it in the
# tree (so CollisionPolygon2D decomposes its polygon) and prints one JSON line per scene:
# every node with its type, parent, position (and placement relative to the root), shape and
# disabled flag, the areas' layers, groups and metadata, the AnimationPlayer's animations,
# tracks and keys, and which shapes are disabled when each animation is sought to just after
# each of its keys.
extends Node


func v2(v: Vector2) -> Array:
	return [v.x, v.y]


func points(a: PackedVector2Array) -> Array:
	var out := []
	for p in a:
		out.append([p.x, p.y])
	return out


# A value as JSON can hold it: a colour as [r, g, b, a], a dictionary with text keys.
func plain(value) -> Variant:
	if value is Color:
		return [value.r, value.g, value.b, value.a]
	if value is Dictionary:
		var out := {}
		for k in value:
			out[str(k)] = plain(value[k])
		return out
	return value


# A value's Godot type; for a dictionary, each entry's as {"KEY:KEYTYPE": type}.
func types(value) -> Variant:
	if value is Dictionary:
		var out := {}
		for k in value:
			out[str(k) + ":" + type_string(typeof(k))] = types(value[k])
		return out
	return type_string(typeof(value))


# The object's metadata (a node's or a resource's) in d["meta"] and its types in d["meta_types"].
func add_metadata(o: Object, d: Dictionary) -> void:
	var meta := {}
	var meta_types := {}
	for key in o.get_meta_list():
		meta[String(key)] = plain(o.get_meta(key))
		meta_types[String(key)] = types(o.get_meta(key))
	d["meta"] = meta
	d["meta_types"] = meta_types


func describe(n: Node, root: Node) -> Dictionary:
	var d := {"name": String(n.name), "type": n.get_class(), "path": String(root.get_path_to(n))}
	if n != root:
		d["parent"] = String(root.get_path_to(n.get_parent()))
	if n is Node2D:
		d["position"] = v2(n.position)
		# Where the node is relative to the root, as a game sees it (the import's oracle).
		var t: Transform2D = root.get_global_transform().affine_inverse() * n.get_global_transform()
		d["placement"] = [t.x.x, t.x.y, t.y.x, t.y.y, t.origin.x, t.origin.y]
	add_metadata(n, d)
	var groups := []
	for g in n.get_groups():
		if not String(g).begins_with("_"):
			groups.append(String(g))
	d["groups"] = groups
	if n is CollisionObject2D:
		d["layer"] = n.collision_layer
		d["mask"] = n.collision_mask
	if n is CollisionShape2D:
		d["disabled"] = n.disabled
		var s: Shape2D = n.shape
		if s is RectangleShape2D:
			d["shape"] = {"type": "RectangleShape2D", "size": v2(s.size)}
		elif s is CircleShape2D:
			d["shape"] = {"type": "CircleShape2D", "radius": s.radius}
		elif s is ConvexPolygonShape2D:
			d["shape"] = {"type": "ConvexPolygonShape2D", "points": points(s.points)}
		elif s == null:
			d["shape"] = null
		else:
			d["shape"] = {"type": s.get_class()}
	if n is CollisionPolygon2D:
		d["disabled"] = n.disabled
		d["polygon"] = points(n.polygon)
		d["build_mode"] = n.build_mode
	return d


func walk(n: Node, root: Node, out: Array) -> void:
	out.append(describe(n, root))
	for c in n.get_children():
		walk(c, root, out)


func shape_states(root: Node, shapes: Array) -> Dictionary:
	var out := {}
	for path in shapes:
		out[path] = root.get_node(path).disabled
	return out


func animations(player: AnimationPlayer, root: Node, shapes: Array) -> Array:
	var out := []
	for lib_name in player.get_animation_library_list():
		var lib: AnimationLibrary = player.get_animation_library(lib_name)
		for anim_name in lib.get_animation_list():
			var a: Animation = lib.get_animation(anim_name)
			var tracks := []
			var times := {0.0: true}
			for t in a.get_track_count():
				var keys := []
				for k in a.track_get_key_count(t):
					keys.append([a.track_get_key_time(t, k), a.track_get_key_value(t, k)])
					times[a.track_get_key_time(t, k)] = true
				var track := {"path": String(a.track_get_path(t)), "type": a.track_get_type(t), "keys": keys}
				# Only value tracks have an update mode (Godot errors for the others).
				if a.track_get_type(t) == Animation.TYPE_VALUE:
					track["update"] = a.value_track_get_update_mode(t)
				tracks.append(track)
			# What a game sees: the player sought to just after every key.
			var full := String(anim_name) if String(lib_name) == "" else String(lib_name) + "/" + String(anim_name)
			var samples := []
			var sorted_times := times.keys()
			sorted_times.sort()
			player.play(full)
			for t in sorted_times:
				var at: float = min(t + 0.0005, a.length)
				player.seek(at, true)
				samples.append({"t": at, "disabled": shape_states(root, shapes)})
			player.stop()
			var described := {
				"library": String(lib_name),
				"name": String(anim_name),
				"length": a.length,
				"loop_mode": a.loop_mode,
				"tracks": tracks,
				"samples": samples,
			}
			add_metadata(a, described)
			out.append(described)
	return out


func dump(path: String) -> Dictionary:
	var packed = ResourceLoader.load(path)
	if packed == null or not (packed is PackedScene):
		return {"file": path, "error": "cannot load"}
	var root: Node = packed.instantiate()
	if root == null:
		return {"file": path, "error": "cannot instantiate"}
	add_child(root)
	var nodes := []
	walk(root, root, nodes)
	var shapes := []
	for d in nodes:
		if d.has("disabled"):
			shapes.append(d["path"])
	var result := {"file": path, "nodes": nodes}
	for d in nodes:
		if d["type"] == "AnimationPlayer":
			result["animations"] = animations(root.get_node(d["path"]), root, shapes)
	root.queue_free()
	return result


func _ready() -> void:
	var folders := DirAccess.get_directories_at("res://scenes")
	for folder in folders:
		var files := Array(DirAccess.get_files_at("res://scenes/" + folder))
		files.sort()
		for f in files:
			if f.ends_with(".tscn"):
				print("HB " + JSON.stringify(dump("res://scenes/" + folder + "/" + f)))
	print("HB_DONE")
	get_tree().quit(0)
