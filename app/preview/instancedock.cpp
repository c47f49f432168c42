#include "preview/instancedock.h"

#include "preview/dockthrottle.h"

#include "base/compactdoublespinbox.h"
#include "document/document.h"
#include "preview/previewcontroller.h"

#include "model/document/animationplayback.h"

#include <QComboBox>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hitbox::editor {

namespace {

constexpr double coordinateLimit = 1.0e6;
constexpr double speedLimit = 1.0e5;

} // namespace

InstanceDock::InstanceDock(PreviewController *controller, QWidget *parent)
    : QDockWidget(tr("Instance"), parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("instanceDock"));
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel(widget);
    m_title->setObjectName(QStringLiteral("instanceTitle"));
    layout->addWidget(m_title);

    m_form = new QWidget(widget);
    auto *form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    m_x = addSpin(QStringLiteral("instanceX"),
                  tr("Where the pivot is, in world pixels"),
                  -coordinateLimit,
                  coordinateLimit,
                  1.0);
    m_y = addSpin(QStringLiteral("instanceY"),
                  tr("Where the pivot is, in world pixels"),
                  -coordinateLimit,
                  coordinateLimit,
                  1.0);
    m_rotation = addSpin(QStringLiteral("instanceRotation"),
                         tr("Degrees, clockwise on screen (R + drag, Shift snaps to 15°)"),
                         -180.0,
                         180.0,
                         15.0,
                         QStringLiteral("°"));
    m_rotation->setWrapping(true);
    m_scaleX = addSpin(QStringLiteral("instanceScaleX"),
                       tr("Scale along the image's x axis"),
                       -20.0,
                       20.0,
                       0.1);
    m_scaleY = addSpin(QStringLiteral("instanceScaleY"),
                       tr("Scale along the image's y axis"),
                       -20.0,
                       20.0,
                       0.1);
    m_velocityX = addSpin(QStringLiteral("instanceVelocityX"),
                          tr("Pixels per second in play mode (V + drag draws the arrow)"),
                          -speedLimit,
                          speedLimit,
                          10.0,
                          tr(" px/s"));
    m_velocityY = addSpin(QStringLiteral("instanceVelocityY"),
                          tr("Pixels per second in play mode (V + drag draws the arrow)"),
                          -speedLimit,
                          speedLimit,
                          10.0,
                          tr(" px/s"));
    m_frame = new QSpinBox(m_form);
    m_frame->setObjectName(QStringLiteral("instanceFrame"));
    m_frame->setToolTip(tr("The frame of the sprite this instance shows and is tested with "
                           "(from 0)"));
    m_frame->setKeyboardTracking(false);
    connect(m_frame, &QSpinBox::valueChanged, this, [this](int frame) {
        const int index = m_controller->selectedInstance();
        if (m_filling || index < 0 || index >= m_controller->placedScene().instances.size())
            return;
        model::PreviewInstance i = m_controller->placedScene().instances[index];
        i.frame = frame;
        m_controller->setInstance(index, i);
    });
    m_animation = new QComboBox(m_form);
    m_animation->setObjectName(QStringLiteral("instanceAnimation"));
    m_animation->setToolTip(tr("The animation this instance plays in play mode, at its frames' "
                               "durations, starting at its frame; the Frame box scrubs it "
                               "while the preview is not playing"));
    connect(m_animation, &QComboBox::currentIndexChanged, this, &InstanceDock::pickAnimation);
    const auto pairRow = [this](QDoubleSpinBox *a, QDoubleSpinBox *b) {
        auto *row = new QWidget(m_form);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(a, 1);
        h->addWidget(b, 1);
        return row;
    };
    form->addRow(tr("Frame"), m_frame);
    form->addRow(tr("Animation"), m_animation);
    form->addRow(tr("Position"), pairRow(m_x, m_y));
    form->addRow(tr("Rotation"), m_rotation);
    form->addRow(tr("Scale"), pairRow(m_scaleX, m_scaleY));
    form->addRow(tr("Velocity"), pairRow(m_velocityX, m_velocityY));
    layout->addWidget(m_form);

    m_remove = new QPushButton(tr("Remove from Preview"), widget);
    m_remove->setObjectName(QStringLiteral("removeInstance"));
    m_remove->setToolTip(tr("Take the selected instance out of the preview (Delete)"));
    layout->addWidget(m_remove);
    layout->addStretch(1);
    setWidget(widget);

    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_controller->removeInstance(m_controller->selectedInstance());
    });
    connect(controller, &PreviewController::selectionChanged, this, &InstanceDock::refresh);
    // While the simulation runs the selected instance moves every frame: its numbers
    // follow every few frames (DockThrottle), which cost more than the canvas's paint.
    m_throttle = new DockThrottle(
            controller, [this] { refresh(); }, this);
    connect(controller, &PreviewController::evaluated, m_throttle, &DockThrottle::request);
    connect(controller, &PreviewController::playStateChanged, this, &InstanceDock::refresh);
    refresh();
}

QDoubleSpinBox *InstanceDock::addSpin(const QString &objectName,
                                      const QString &toolTip,
                                      double minimum,
                                      double maximum,
                                      double step,
                                      const QString &suffix)
{
    auto *spin = new CompactDoubleSpinBox(m_form);
    spin->setObjectName(objectName);
    spin->setToolTip(toolTip);
    spin->setRange(minimum, maximum);
    spin->setDecimals(2);
    spin->setSingleStep(step);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commit(spin); });
    return spin;
}

void InstanceDock::refresh()
{
    const int index = m_controller->selectedInstance();
    const model::PreviewScene &scene = m_controller->scene();
    const bool valid = index >= 0 && index < scene.instances.size();
    // Without a selection the numbers are hidden: stale values of an instance that is
    // gone (or of another project) would read as current.
    m_form->setVisible(valid);
    m_form->setEnabled(valid && !m_controller->isPlaying());
    m_remove->setEnabled(valid && !m_controller->isPlaying());
    // Only on a change: setWordWrap lays the dock (and so the main window) out again.
    if (m_title->wordWrap() == valid)
        m_title->setWordWrap(!valid);
    if (!valid) {
        m_title->setText(tr("No instance selected. Drag sprites from the Sprites list onto "
                            "the canvas, then click one."));
        return;
    }
    m_title->setText(QStringLiteral("<b>%1</b>").arg(m_controller->instanceName(index)));
    const model::PreviewInstance &i = scene.instances[index];
    m_filling = true;
    const std::pair<QDoubleSpinBox *, double> values[] = {{m_x, i.position.x},
                                                          {m_y, i.position.y},
                                                          {m_rotation, i.rotation},
                                                          {m_scaleX, i.scale.x},
                                                          {m_scaleY, i.scale.y},
                                                          {m_velocityX, i.velocity.x},
                                                          {m_velocityY, i.velocity.y}};
    for (const auto &[spin, value] : values)
        spin->setValue(value);
    const Document *document = m_controller->document();
    const int frames
            = document->isValidSprite(i.sprite) ? int(document->sprite(i.sprite).frames.size()) : 1;
    // setRange lays the dock out again even when the range stays: only on a change.
    if (m_frame->maximum() != std::max(frames - 1, 0) || m_frame->minimum() != 0)
        m_frame->setRange(0, std::max(frames - 1, 0));
    m_frame->setValue(i.frame);
    QStringList animations;
    if (document->isValidSprite(i.sprite)) {
        for (const model::Animation &a : document->sprite(i.sprite).animations)
            animations << a.name;
    }
    fillAnimations(document->isValidSprite(i.sprite) ? document->sprite(i.sprite).name : QString(),
                   animations,
                   i.animation);
    m_filling = false;
}

void InstanceDock::fillAnimations(const QString &sprite,
                                  const QStringList &animations,
                                  const QString &current)
{
    // Rebuilt only when the choices change, so an open popup is not reset by every drag.
    QStringList items{QString()};
    items << animations;
    if (!current.isEmpty() && !animations.contains(current))
        items << current; // kept as it is in the file; plays as none
    QStringList shown;
    for (int k = 0; k < m_animation->count(); ++k)
        shown << m_animation->itemData(k).toString();
    if (shown != items || m_animation->property("sprite").toString() != sprite) {
        m_animation->clear();
        m_animation->addItem(tr("(none)"), QString());
        for (const QString &name : animations)
            m_animation->addItem(name, name);
        if (items.size() > animations.size() + 1)
            m_animation->addItem(tr("%1 (missing)").arg(current), current);
        m_animation->setProperty("sprite", sprite);
    }
    m_animation->setCurrentIndex(std::max(0, m_animation->findData(current)));
    m_animation->setEnabled(animations.size() > 0 || !current.isEmpty());
}

void InstanceDock::pickAnimation(int item)
{
    const int index = m_controller->selectedInstance();
    if (m_filling || item < 0 || index < 0 || index >= m_controller->placedScene().instances.size())
        return;
    model::PreviewInstance i = m_controller->placedScene().instances[index];
    i.animation = m_animation->itemData(item).toString();
    // Shown at once on the animation's first frame unless it already shows this one.
    const Document *document = m_controller->document();
    if (document->isValidSprite(i.sprite)) {
        const model::Sprite &sprite = document->sprite(i.sprite);
        const int animation = model::animationIndex(sprite, i.animation);
        const QList<int> sequence = model::playSequence(sprite, animation);
        if (animation >= 0 && !sequence.isEmpty() && !sequence.contains(i.frame))
            i.frame = sequence.first();
    }
    m_controller->setInstance(index, i);
}

void InstanceDock::commit(QDoubleSpinBox *changed)
{
    const int index = m_controller->selectedInstance();
    if (m_filling || index < 0 || index >= m_controller->placedScene().instances.size())
        return;
    // Only the edited field: the others show rounded values.
    model::PreviewInstance i = m_controller->placedScene().instances[index];
    const double v = changed->value();
    if (changed == m_x)
        i.position.x = v;
    else if (changed == m_y)
        i.position.y = v;
    else if (changed == m_rotation)
        i.rotation = v;
    else if (changed == m_scaleX)
        i.scale.x = v;
    else if (changed == m_scaleY)
        i.scale.y = v;
    else if (changed == m_velocityX)
        i.velocity.x = v;
    else if (changed == m_velocityY)
        i.velocity.y = v;
    m_controller->setInstance(index, i);
}

} // namespace hitbox::editor
