#include "model/import/godot/godotframes.h"

#include "model/import/godot/godotmetadata.h"
#include "model/import/stepdurations.h"

#include <QDir>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hitbox::model {
namespace {

// Most moments of one animation and moments times shape nodes looked at: beyond them the
// animation is left out (reported) rather than taking minutes.
constexpr qsizetype maxMoments = 100000;
constexpr qint64 maxMomentChecks = 50'000'000;

/// The `disabled` keys of one shape node in one animation, by time.
struct Track
{
    std::vector<double> times;
    std::vector<bool> disabled;

    /// The last key at or before `t` decides; before the first key, the first.
    bool enabledAt(double t) const
    {
        const auto after = std::upper_bound(times.begin(), times.end(), t + 1e-9);
        const std::size_t k = after == times.begin() ? 0 : std::size_t(after - times.begin()) - 1;
        return !disabled[k];
    }
};

/// One animation of an AnimationPlayer's libraries.
struct Timeline
{
    QString name;
    double length = 1.0;
    bool loop = false; ///< loop_mode 1 or 2; Godot's default 0 plays once
    bool pingPong = false;
    Properties properties;    ///< the Animation resource's metadata
    QHash<int, Track> tracks; ///< per record index
    int otherTracks = 0;      ///< tracks of anything but a shape node's `disabled`
};

/// One moment's shapes: the records enabled, and how long they stay.
struct Step
{
    QList<int> enabled;
    int durationMs = 0;
};

class FrameBuilder
{
public:
    FrameBuilder(const GodotScene &scene,
                 const QList<GodotShapeRecord> &records,
                 QStringList *report)
        : m_scene(scene)
        , m_records(records)
        , m_report(report)
        , m_shown(QDir::toNativeSeparators(scene.path))
    {
        for (int r = 0; r < records.size(); ++r)
            m_recordOfNode.insert(records[r].node, r);
        m_meta = !records.isEmpty()
                 && std::all_of(records.begin(), records.end(), [](const GodotShapeRecord &r) {
                        return r.frame.has_value();
                    });
    }

    GodotFrames build()
    {
        for (int i = 0; i < m_scene.nodes.size(); ++i) {
            if (m_scene.nodes[i].type == u"AnimationPlayer")
                readPlayer(i);
        }
        if (m_meta) {
            for (const GodotShapeRecord &r : m_records)
                frameAt(*r.frame).shapes << r.shapes;
        }
        for (const Timeline &t : std::as_const(m_timelines))
            animation(t);
        if (!m_meta && m_out.frames.isEmpty()) {
            QList<int> enabled;
            for (int r = 0; r < m_records.size(); ++r) {
                if (!m_records[r].disabled)
                    enabled << r;
            }
            frameOf(enabled);
        }
        if (!m_meta) {
            for (int r = 0; r < m_records.size(); ++r) {
                if (!m_used.contains(r))
                    note(QStringLiteral("node \"%1\": disabled in every frame; left out")
                                 .arg(m_scene.nodes[m_records[r].node].path));
            }
        }
        if (m_out.frames.isEmpty())
            m_out.frames.append(Frame{});
        frameProperties();
        return m_out;
    }

private:
    void note(const QString &text) { m_report->append(m_shown + QStringLiteral(": ") + text); }

    // Our export's `hitbox_frame_properties = {FRAME: {"NAME": value}, ...}` on the root:
    // each frame's custom properties, by the frame numbers its shape nodes carry (a scene
    // of one frame, which has none, by 0).
    void frameProperties()
    {
        const bool single = !m_meta && m_timelines.isEmpty() && m_out.frames.size() == 1;
        const GodotValue *all
                = m_scene.nodes.isEmpty()
                          ? nullptr
                          : m_scene.nodes[0].properties.find(u"metadata/hitbox_frame_properties");
        if (!all)
            return;
        const QString where = QStringLiteral("node \"%1\": metadata/hitbox_frame_properties")
                                      .arg(m_scene.nodes[0].path);
        if (!(m_meta || single) || all->type != GodotValue::Type::Dictionary) {
            note(where
                 + (m_meta || single
                            ? QStringLiteral(": not a Dictionary; left out")
                            : QStringLiteral(": its shape nodes carry no hitbox_frame; left out")));
            return;
        }
        for (std::size_t i = 0; i + 1 < all->items.size(); i += 2) {
            const GodotValue &key = all->items[i];
            if (!key.isNumber() || !key.integer || key.number < 0
                || key.number >= (single ? 1 : maxFramesPerSprite)) {
                note(where + QStringLiteral(": a key that is not a frame number; left out"));
                continue;
            }
            QStringList problems;
            const QString frameWhere = where + QStringLiteral("[%1]").arg(int(key.number));
            frameAt(int(key.number)).properties
                    = godotDictionaryProperties(all->items[i + 1], frameWhere, &problems);
            for (const QString &problem : std::as_const(problems))
                note(problem);
        }
    }

    Frame &frameAt(int index)
    {
        while (m_out.frames.size() <= index)
            m_out.frames.append(Frame{});
        return m_out.frames[index];
    }

    // The frame of a set of enabled records: our export's frame number when they agree
    // on one, else the frame made of exactly these records.
    int frameOf(const QList<int> &enabled)
    {
        if (m_meta && !enabled.isEmpty()) {
            const int f = *m_records[enabled.first()].frame;
            if (std::all_of(enabled.begin(), enabled.end(), [&](int r) {
                    return m_records[r].frame == f;
                }))
                return f;
        }
        if (m_meta && enabled.isEmpty()) {
            for (int f = 0; f < m_out.frames.size(); ++f) {
                if (m_out.frames[f].shapes.isEmpty())
                    return f;
            }
        }
        if (const auto known = m_frameOfSet.constFind(enabled); known != m_frameOfSet.cend())
            return *known;
        if (m_out.frames.size() >= maxFramesPerSprite)
            return -1;
        Frame frame;
        for (const int r : enabled) {
            frame.shapes << m_records[r].shapes;
            m_used.insert(r);
        }
        m_out.frames.append(frame);
        m_frameOfSet.insert(enabled, int(m_out.frames.size() - 1));
        return int(m_out.frames.size() - 1);
    }

    void readPlayer(int player)
    {
        const GodotNode &node = m_scene.nodes[player];
        const GodotValue *rootPath = node.properties.find(u"root_node");
        const int root = m_scene.nodeAt(player,
                                        rootPath && rootPath->type == GodotValue::Type::String
                                                ? QStringView(rootPath->text)
                                                : QStringView(u".."));
        for (const auto &[library, data] : libraries(node)) {
            const GodotValue *animations = data ? data->properties.find(u"_data") : nullptr;
            if (!animations || animations->type != GodotValue::Type::Dictionary)
                continue;
            for (std::size_t a = 0; a + 1 < animations->items.size(); a += 2) {
                const QString name = library.isEmpty() ? animations->items[a].text
                                                       : library + u'/' + animations->items[a].text;
                const GodotSubResource *animation = resource(animations->items[a + 1]);
                if (name == u"RESET" || !animation || animation->type != u"Animation")
                    continue;
                if (root < 0) {
                    note(QStringLiteral("node \"%1\": its root_node is no node; animation \"%2\" "
                                        "left out")
                                 .arg(node.path, name));
                    continue;
                }
                m_timelines.append(timeline(name, *animation, root));
            }
        }
    }

    // A player's animation libraries by name: `libraries = {"": SubResource(...), ...}`, or
    // one `libraries/NAME = SubResource(...)` line each, as recent Godot 4 versions write
    // them (the default library's NAME is empty).
    QList<std::pair<QString, const GodotSubResource *>> libraries(const GodotNode &node) const
    {
        QList<std::pair<QString, const GodotSubResource *>> out;
        if (const GodotValue *all = node.properties.find(u"libraries");
            all && all->type == GodotValue::Type::Dictionary) {
            for (std::size_t i = 0; i + 1 < all->items.size(); i += 2)
                out.append({all->items[i].text, resource(all->items[i + 1])});
        }
        for (const GodotProperty &property : node.properties.list) {
            if (property.key.startsWith(u"libraries/"))
                out.append({property.key.mid(10), resource(property.value)});
        }
        return out;
    }

    const GodotSubResource *resource(const GodotValue &v) const
    {
        return v.type == GodotValue::Type::SubResource ? m_scene.subResource(v.text) : nullptr;
    }

    Timeline timeline(const QString &name, const GodotSubResource &animation, int root)
    {
        Timeline t;
        t.name = name;
        const GodotProperties &p = animation.properties;
        if (const GodotValue *length = p.find(u"length"); length && length->isNumber())
            t.length = length->number;
        if (const GodotValue *loop = p.find(u"loop_mode"); loop && loop->isNumber()) {
            t.loop = loop->number == 1.0 || loop->number == 2.0;
            t.pingPong = loop->number == 2.0;
        }
        QStringList problems;
        t.properties = godotMetadataProperties(
                p, {}, QStringLiteral("animation \"%1\"").arg(name), &problems);
        for (const QString &problem : std::as_const(problems))
            note(problem);
        QMap<int, QPair<const GodotValue *, const GodotValue *>> tracks; // path, keys
        for (const GodotProperty &property : p.list) {
            const QList<QStringView> parts = QStringView(property.key).split(u'/');
            if (parts.size() != 3 || parts[0] != u"tracks")
                continue;
            bool ok = false;
            const int index = parts[1].toInt(&ok);
            if (!ok)
                continue;
            if (parts[2] == u"path")
                tracks[index].first = &property.value;
            else if (parts[2] == u"keys")
                tracks[index].second = &property.value;
        }
        for (const auto &[path, keys] : std::as_const(tracks)) {
            if (!addTrack(t, path, keys, root))
                ++t.otherTracks;
        }
        if (t.otherTracks > 0)
            note(QStringLiteral("animation \"%1\": %2 tracks key something other than a shape "
                                "node's `disabled`; not read")
                         .arg(name)
                         .arg(t.otherTracks));
        return t;
    }

    bool addTrack(Timeline &t, const GodotValue *path, const GodotValue *keys, int root)
    {
        if (!path || path->type != GodotValue::Type::String || !keys)
            return false;
        const qsizetype colon = path->text.lastIndexOf(u':');
        if (colon < 0 || QStringView(path->text).mid(colon + 1) != u"disabled")
            return false;
        const int node = m_scene.nodeAt(root, QStringView(path->text).left(colon));
        const auto record = m_recordOfNode.constFind(node);
        if (record == m_recordOfNode.cend())
            return false;
        const GodotValue *times = keys->find(u"times");
        const GodotValue *values = keys->find(u"values");
        if (!times || !values || values->type != GodotValue::Type::Array
            || times->numbers.size() != values->items.size() || times->numbers.empty())
            return false;
        Track track;
        for (std::size_t k = 0; k < times->numbers.size(); ++k) {
            const GodotValue &v = values->items[k];
            if (v.type != GodotValue::Type::Bool || !std::isfinite(times->numbers[k])
                || (k > 0 && times->numbers[k] < times->numbers[k - 1]))
                return false;
            track.times.push_back(times->numbers[k]);
            track.disabled.push_back(v.boolean);
        }
        t.tracks.insert(*record, track);
        return true;
    }

    QList<Step> steps(const Timeline &t)
    {
        std::vector<double> moments{0.0};
        for (const Track &track : t.tracks) {
            for (const double time : track.times) {
                if (time > 0.0 && time < t.length)
                    moments.push_back(time);
            }
        }
        std::sort(moments.begin(), moments.end());
        moments.erase(std::unique(moments.begin(), moments.end()), moments.end());
        if (qsizetype(moments.size()) > maxMoments
            || qint64(moments.size()) * m_records.size() > maxMomentChecks) {
            note(QStringLiteral("animation \"%1\": %2 moments; more than this program reads")
                         .arg(t.name)
                         .arg(moments.size()));
            return {};
        }
        QList<Step> out;
        for (std::size_t i = 0; i < moments.size(); ++i) {
            Step step;
            for (int r = 0; r < m_records.size(); ++r) {
                const auto track = t.tracks.constFind(r);
                if (track != t.tracks.cend() ? track->enabledAt(moments[i])
                                             : !m_records[r].disabled)
                    step.enabled << r;
            }
            const double end = i + 1 < moments.size() ? moments[i + 1] : t.length;
            step.durationMs = int(std::clamp(
                    std::round((end - moments[i]) * 1000.0), 0.0, double(maxFrameDurationMs) + 1));
            if (!out.isEmpty() && out.last().enabled == step.enabled)
                out.last().durationMs += step.durationMs;
            else
                out.append(step);
        }
        return out;
    }

    void animation(const Timeline &t)
    {
        Animation a;
        a.name = t.name;
        a.direction = t.pingPong ? AnimationDirection::PingPong : AnimationDirection::Forward;
        a.loop = t.loop;
        a.properties = t.properties;
        for (const Step &step : steps(t)) {
            const int f = frameOf(step.enabled);
            if (f < 0) {
                note(QStringLiteral("animation \"%1\": more than %2 frames; the rest is left out")
                             .arg(t.name)
                             .arg(maxFramesPerSprite));
                break;
            }
            setDuration(f, step.durationMs, t.name);
            a.frames << f;
        }
        if (!a.frames.isEmpty())
            m_out.animations.append(a);
    }

    void setDuration(int frame, int durationMs, const QString &animation)
    {
        if (const QString problem = m_durations.set(m_out.frames, frame, durationMs, animation);
            !problem.isEmpty())
            note(problem);
    }

    const GodotScene &m_scene;
    const QList<GodotShapeRecord> &m_records;
    QStringList *m_report;
    QString m_shown;
    bool m_meta = false;
    QHash<int, int> m_recordOfNode;
    QList<Timeline> m_timelines;
    QHash<QList<int>, int> m_frameOfSet;
    QSet<int> m_used;
    StepDurations m_durations;
    GodotFrames m_out;
};

} // namespace

GodotFrames
godotFrames(const GodotScene &scene, const QList<GodotShapeRecord> &records, QStringList *report)
{
    return FrameBuilder(scene, records, report).build();
}

} // namespace hitbox::model
