#!/usr/bin/env python3
"""The hitbox runtime from Python through ctypes: the shared library's C API (hitbox.h).

Loads a project document, plays the fighter's "punch" against the training dummy as the
demo's preview places them, and prints the frames that hit (hitbox against hurtbox).

    hitbox_demo.py LIBRARY DOCUMENT
    LIBRARY   the shared runtime, e.g. /opt/hitbox/lib/libhitbox_runtime.so
    DOCUMENT  e.g. resources/demo/demo.hitbox.json

Exit status: 0, or 1 with a message when the library or the document cannot be used.
"""
import ctypes
import sys

TIER_COUNT = 5
HIT, MISS, NOT_APPLICABLE = 1, 0, 2
VERDICTS = {HIT: "hit", MISS: "miss", NOT_APPLICABLE: "n/a"}
TIERS = ["aabb", "box", "circle", "armature", "pixel", "none"]


class Placement(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("rotation_deg", ctypes.c_double),
                ("scale_x", ctypes.c_double), ("scale_y", ctypes.c_double)]


class Result(ctypes.Structure):
    _fields_ = [("tiers", ctypes.c_int * TIER_COUNT), ("pipeline", ctypes.c_int),
                ("decided_by", ctypes.c_int), ("overlap_pixels", ctypes.c_longlong)]


def bind(path):
    lib = ctypes.CDLL(path)
    doc_p = ctypes.c_void_p
    lib.hitbox_document_load.restype = doc_p
    lib.hitbox_document_load.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
    lib.hitbox_document_free.argtypes = [doc_p]
    lib.hitbox_sprite_find.argtypes = [doc_p, ctypes.c_char_p]
    lib.hitbox_animation_frame.argtypes = [doc_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_double]
    lib.hitbox_collide.argtypes = [doc_p, ctypes.c_int, ctypes.c_int, Placement,
                                   ctypes.c_int, ctypes.c_int, Placement,
                                   ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(Result)]
    lib.hitbox_status_text.restype = ctypes.c_char_p
    return lib


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 1
    try:
        lib = bind(argv[1])
    except OSError as e:
        print(f"hitbox_demo: {e}", file=sys.stderr)
        return 1
    error = ctypes.create_string_buffer(1024)
    doc = lib.hitbox_document_load(argv[2].encode(), error, len(error))
    if not doc:
        print(f"hitbox_demo: {error.value.decode()}", file=sys.stderr)
        return 1
    try:
        fighter = lib.hitbox_sprite_find(doc, b"fighter")
        dummy = lib.hitbox_sprite_find(doc, b"dummy")
        if fighter < 0 or dummy < 0:
            print(f"hitbox_demo: {argv[2]} has no sprites fighter and dummy", file=sys.stderr)
            return 1
        at_fighter = Placement(70, 120, 0, 1, 1)
        at_dummy = Placement(109, 120, 0, 1, 1)
        hits, seen = [], []
        print("punch against the dummy (hitbox against hurtbox):")
        for t in range(0, 400, 20):
            frame = lib.hitbox_animation_frame(doc, fighter, b"punch", float(t))
            if frame < 0:
                print("hitbox_demo: the fighter has no animation punch", file=sys.stderr)
                return 1
            if frame in seen:
                continue
            seen.append(frame)
            result = Result()
            status = lib.hitbox_collide(doc, fighter, frame, at_fighter, dummy, 0, at_dummy,
                                        b"hitbox", b"hurtbox", ctypes.byref(result))
            if status != 0:
                print(f"hitbox_demo: {lib.hitbox_status_text(status).decode()}", file=sys.stderr)
                return 1
            print(f"  t = {t:3d} ms  frame {frame}  {VERDICTS[result.pipeline]:4s} "
                  f"(decided by {TIERS[result.decided_by]})")
            if result.pipeline == HIT:
                hits.append(frame)
        print("frames that hit:" + "".join(f" {f}" for f in hits))
        return 0
    finally:
        lib.hitbox_document_free(doc)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
