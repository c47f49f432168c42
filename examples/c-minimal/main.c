/* c-minimal: a C99 program that uses the hitbox runtime through hitbox.h alone. It loads a
 * project document (default: the demo, resources/demo/demo.hitbox.json), plays the
 * fighter's "punch" animation against the training dummy as the demo's preview places
 * them, and prints each frame's answer (the fighter's hitbox shapes against the dummy's
 * hurtbox) and the frames that hit.
 *   c-minimal [DOCUMENT]
 * Exit status: 0, or 1 when the document cannot be used (with a message). */
#include <hitbox/hitbox.h>

#include <stdio.h>

static const char *verdict_text(hitbox_verdict v)
{
    return v == HITBOX_HIT ? "hit" : v == HITBOX_MISS ? "miss" : "n/a";
}

int main(int argc, char **argv)
{
    static const char *tier_names[] = {"aabb", "box", "circle", "armature", "pixel", "none"};
    const char *path = argc > 1 ? argv[1] : "resources/demo/demo.hitbox.json";
    char error[1024];
    hitbox_document *doc = hitbox_document_load(path, error, sizeof error);
    if (doc == NULL) {
        fprintf(stderr, "c-minimal: %s\n", error);
        return 1;
    }
    const int fighter = hitbox_sprite_find(doc, "fighter");
    const int dummy = hitbox_sprite_find(doc, "dummy");
    if (fighter < 0 || dummy < 0) {
        fprintf(stderr, "c-minimal: %s has no sprites \"fighter\" and \"dummy\"\n", path);
        hitbox_document_free(doc);
        return 1;
    }
    const hitbox_placement at_fighter = {70, 120, 0, 1, 1};
    const hitbox_placement at_dummy = {109, 120, 0, 1, 1};
    int hit_frames[64];
    int hits = 0;
    int last = -1;
    printf("punch against the dummy (hitbox against hurtbox):\n");
    for (double t = 0; t < 400; t += 20) {
        const int frame = hitbox_animation_frame(doc, fighter, "punch", t);
        if (frame < 0) {
            fprintf(stderr, "c-minimal: the fighter has no animation \"punch\"\n");
            hitbox_document_free(doc);
            return 1;
        }
        if (frame == last)
            continue;
        last = frame;
        hitbox_result r;
        const int status = hitbox_collide(doc, fighter, frame, at_fighter, dummy, 0, at_dummy,
                                          "hitbox", "hurtbox", &r);
        if (status != HITBOX_OK) {
            fprintf(stderr, "c-minimal: %s\n", hitbox_status_text(status));
            hitbox_document_free(doc);
            return 1;
        }
        printf("  t = %3.0f ms  frame %d  %-4s (decided by %s)\n", t, frame,
               verdict_text(r.pipeline), tier_names[r.decided_by]);
        if (r.pipeline == HITBOX_HIT && hits < 64)
            hit_frames[hits++] = frame;
    }
    printf("frames that hit:");
    for (int i = 0; i < hits; ++i)
        printf(" %d", hit_frames[i]);
    printf("\n");
    hitbox_document_free(doc);
    return 0;
}
