#include "export/exporters.h"
#include "export/exportertesting.h"

#include <QCoreApplication>
#include <QHash>
#include <QtConcurrent/QtConcurrentRun>

namespace hitbox::editor {
namespace {

QHash<model::ExportFormat, const model::Exporter *> &testExporters()
{
    static QHash<model::ExportFormat, const model::Exporter *> exporters;
    return exporters;
}

} // namespace

void setExporterForTesting(model::ExportFormat format, const model::Exporter *exporter)
{
    if (exporter)
        testExporters().insert(format, exporter);
    else
        testExporters().remove(format);
}

const model::Exporter *editorExporter(model::ExportFormat format)
{
    if (const model::Exporter *exporter = testExporters().value(format))
        return exporter;
    return model::exporterFor(format);
}

QList<model::ExportFormat> availableExportFormats()
{
    QList<model::ExportFormat> formats;
    for (model::ExportFormat format : model::allExportFormats()) {
        if (editorExporter(format))
            formats << format;
    }
    return formats;
}

QString countText(qsizetype n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(n);
}

namespace {

model::ExportPlan planWith(const model::Exporter *exporter,
                           const model::Project &project,
                           const model::ExportSettings &settings)
{
    if (!exporter) {
        model::ExportPlan plan;
        plan.problems << model::ExportProblem{
                {},
                QCoreApplication::translate("planExport",
                                            "this Hitbox Studio cannot export to \"%1\"")
                        .arg(model::exportFormatName(settings.options.format))};
        return plan;
    }
    model::ExportSource source;
    source.project = &project;
    source.outputPath = settings.outputPath;
    source.imageSize = model::imageSizeFromHeader;
    return exporter->plan(source, settings.options);
}

} // namespace

model::ExportPlan planExportNow(const model::Project &project,
                                const model::ExportSettings &settings)
{
    return planWith(editorExporter(settings.options.format), project, settings);
}

QFuture<model::ExportPlan> planExport(const model::Project &project,
                                      const model::ExportSettings &settings)
{
    // The exporter is looked up here, on the calling thread; exporters are stateless.
    const model::Exporter *exporter = editorExporter(settings.options.format);
    return QtConcurrent::run(
            [exporter, project, settings] { return planWith(exporter, project, settings); });
}

} // namespace hitbox::editor
