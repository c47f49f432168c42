#pragma once

// An exporter for the editor's export tests, installed with setExporterForTesting: it
// takes its sprites and frames from the shared model::exportSprites (so the options reach
// it as they reach the real exporters) and writes one text file per sprite (folder
// formats) or one file for all. Each line names a shape, so the tests read back what was
// exported. A polygon with more points than maxPolygonVertices is a problem, as a real
// engine limit would be; each polygon counts as one convex piece. Only the folder fake
// says it uses pixels per metre (the dialog shows the field for it alone).

#include "model/export/exportframes.h"

namespace hitbox::editor::exporttest {

class FakeExporter : public model::Exporter
{
public:
    FakeExporter(model::ExportFormat format, bool folder)
        : m_format(format)
        , m_folder(folder)
    {}

    model::ExportFormat format() const override { return m_format; }
    QString displayName() const override
    {
        return m_folder ? QStringLiteral("Fake scenes (*.fake)")
                        : QStringLiteral("Fake bodies (*.json)");
    }
    QString fileSuffix() const override
    {
        return m_folder ? QStringLiteral("fake") : QStringLiteral("json");
    }
    bool writesFolder() const override { return m_folder; }
    bool usesPixelsPerMetre() const override { return m_folder; }

    model::ExportPlan plan(const model::ExportSource &source,
                           const model::ExportOptions &options) const override
    {
        model::ExportPlan plan;
        const QList<model::ExportSprite> sprites
                = model::exportSprites(source, options, &plan.problems);
        QByteArray all;
        for (const model::ExportSprite &sprite : sprites) {
            QByteArray text = QStringLiteral("sprite %1 ppm %2 frames %3\n")
                                      .arg(sprite.name)
                                      .arg(options.pixelsPerMetre)
                                      .arg(sprite.frames.size())
                                      .toUtf8();
            for (const model::ExportFrame &frame : sprite.frames) {
                for (int i = 0; i < frame.shapes.size(); ++i) {
                    const model::Shape &shape = frame.shapes[i];
                    text += QStringLiteral("  %1 %2\n").arg(shape.role, shape.name).toUtf8();
                    ++plan.shapeCount;
                    if (!shape.isPolygon())
                        continue;
                    ++plan.pieceCount;
                    const int points = int(shape.polygon.points.size());
                    if (points > options.maxPolygonVertices) {
                        plan.problems
                                << model::ExportProblem{model::exportShapeWhere(frame, i),
                                                        QStringLiteral("%1 vertices, more than %2")
                                                                .arg(points)
                                                                .arg(options.maxPolygonVertices)};
                    }
                }
            }
            if (m_folder)
                plan.files << model::ExportedFile{sprite.name + QStringLiteral(".fake"), text};
            all += text;
        }
        if (!m_folder)
            plan.files << model::ExportedFile{QStringLiteral("bodies.json"), all};
        return plan;
    }

private:
    model::ExportFormat m_format;
    bool m_folder;
};

} // namespace hitbox::editor::exporttest
