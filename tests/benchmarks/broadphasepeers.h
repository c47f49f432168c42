#pragma once

// The broadphases a game would otherwise pick, as peers of BroadphaseGrid in
// bench_broadphase: sort-and-sweep on x with the order kept between frames (insertion
// sort, nearly linear when boxes move a little), and Box2D's dynamic AABB tree (fat
// boxes re-inserted only when a box leaves its fat box, cheapest-sibling insertion,
// AVL-style rotations). Both report exactly the pairs of BroadphaseGrid::findPairs:
// every i < j with rectsOverlap(boxes[i], boxes[j]), sorted.

#include <hitbox/geometry.h>
#include <hitbox/world.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

namespace hitbox::benchmarks {

/// Sort and sweep along x.
class SortAndSweep
{
public:
    void findPairs(std::span<const collision::Rect> boxes, std::vector<collision::IndexPair> &out)
    {
        const std::size_t n = boxes.size();
        if (m_order.size() != n) {
            m_order.resize(n);
            std::iota(m_order.begin(), m_order.end(), std::uint32_t(0));
        }
        // Insertion sort by left edge: the previous frame's order is almost sorted.
        for (std::size_t i = 1; i < n; ++i) {
            const std::uint32_t key = m_order[i];
            const double x = boxes[key].x;
            std::size_t j = i;
            for (; j > 0 && boxes[m_order[j - 1]].x > x; --j)
                m_order[j] = m_order[j - 1];
            m_order[j] = key;
        }
        // The sweep reads the boxes in x order from one contiguous array.
        m_sorted.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const collision::Rect &r = boxes[m_order[i]];
            m_sorted[i] = {r.x, r.x + r.w, r.y, r.y + r.h, m_order[i]};
        }
        out.clear();
        for (std::size_t i = 0; i < n; ++i) {
            const Entry &a = m_sorted[i];
            for (std::size_t k = i + 1; k < n && m_sorted[k].minX < a.maxX; ++k) {
                const Entry &b = m_sorted[k];
                if (b.minY < a.maxY && a.minY < b.maxY
                    && collision::rectsOverlap(boxes[a.index], boxes[b.index]))
                    out.push_back({std::min(a.index, b.index), std::max(a.index, b.index)});
            }
        }
        std::sort(out.begin(), out.end());
    }

private:
    struct Entry
    {
        double minX;
        double maxX;
        double minY;
        double maxY;
        std::uint32_t index;
    };
    std::vector<std::uint32_t> m_order;
    std::vector<Entry> m_sorted;
};

/// Box2D's b2DynamicTree (v2.4) for boxes that move every frame.
class DynamicAabbTree
{
public:
    /// `margin`: how far a box may move before its leaf is re-inserted.
    explicit DynamicAabbTree(double margin)
        : m_margin(margin)
    {}

    void findPairs(std::span<const collision::Rect> boxes, std::vector<collision::IndexPair> &out)
    {
        update(boxes);
        out.clear();
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const collision::Rect &r = boxes[i];
            const Box query{r.x, r.y, r.x + r.w, r.y + r.h};
            m_stack.clear();
            if (m_root != null)
                m_stack.push_back(m_root);
            while (!m_stack.empty()) {
                const Node &node = m_nodes[std::size_t(m_stack.back())];
                m_stack.pop_back();
                if (!node.box.overlaps(query))
                    continue;
                if (node.isLeaf()) {
                    if (node.boxIndex > i && collision::rectsOverlap(r, boxes[node.boxIndex]))
                        out.push_back({std::uint32_t(i), node.boxIndex});
                } else {
                    m_stack.push_back(node.child1);
                    m_stack.push_back(node.child2);
                }
            }
        }
        std::sort(out.begin(), out.end());
    }

private:
    static constexpr int null = -1;

    struct Box
    {
        double minX = 0.0;
        double minY = 0.0;
        double maxX = 0.0;
        double maxY = 0.0;

        bool overlaps(const Box &o) const
        {
            return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY;
        }
        bool contains(const Box &o) const
        {
            return minX <= o.minX && minY <= o.minY && o.maxX <= maxX && o.maxY <= maxY;
        }
        double perimeter() const { return 2.0 * ((maxX - minX) + (maxY - minY)); }
        static Box merged(const Box &a, const Box &b)
        {
            return {std::min(a.minX, b.minX),
                    std::min(a.minY, b.minY),
                    std::max(a.maxX, b.maxX),
                    std::max(a.maxY, b.maxY)};
        }
    };

    struct Node
    {
        Box box;
        int parent = null;
        int child1 = null;
        int child2 = null;
        int height = 0; // 0 for leaves, -1 when free
        std::uint32_t boxIndex = 0;

        bool isLeaf() const { return child1 == null; }
    };

    void update(std::span<const collision::Rect> boxes)
    {
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const collision::Rect &r = boxes[i];
            const Box tight{r.x, r.y, r.x + r.w, r.y + r.h};
            if (i == m_leafOf.size()) {
                const int leaf = allocate();
                m_nodes[std::size_t(leaf)].boxIndex = std::uint32_t(i);
                m_leafOf.push_back(leaf);
            } else if (m_nodes[std::size_t(m_leafOf[i])].box.contains(tight)) {
                continue;
            } else {
                removeLeaf(m_leafOf[i]);
            }
            const int leaf = m_leafOf[i];
            m_nodes[std::size_t(leaf)].box = {tight.minX - m_margin,
                                              tight.minY - m_margin,
                                              tight.maxX + m_margin,
                                              tight.maxY + m_margin};
            insertLeaf(leaf);
        }
    }

    int allocate()
    {
        if (m_free == null) {
            m_nodes.emplace_back();
            return int(m_nodes.size() - 1);
        }
        const int node = m_free;
        m_free = m_nodes[std::size_t(node)].parent;
        m_nodes[std::size_t(node)] = Node{};
        return node;
    }

    void release(int node)
    {
        m_nodes[std::size_t(node)].parent = m_free;
        m_nodes[std::size_t(node)].height = -1;
        m_free = node;
    }

    Node &at(int node) { return m_nodes[std::size_t(node)]; }

    void insertLeaf(int leaf)
    {
        if (m_root == null) {
            m_root = leaf;
            at(leaf).parent = null;
            return;
        }
        const Box leafBox = at(leaf).box;
        int index = m_root;
        while (!at(index).isLeaf()) {
            const Node &node = at(index);
            const double area = node.box.perimeter();
            const double combinedArea = Box::merged(node.box, leafBox).perimeter();
            const double cost = 2.0 * combinedArea;
            const double inheritance = 2.0 * (combinedArea - area);
            const auto descendCost = [&](int child) {
                const Box &box = at(child).box;
                const double grown = Box::merged(leafBox, box).perimeter();
                return (at(child).isLeaf() ? grown : grown - box.perimeter()) + inheritance;
            };
            const double cost1 = descendCost(node.child1);
            const double cost2 = descendCost(node.child2);
            if (cost < cost1 && cost < cost2)
                break;
            index = cost1 < cost2 ? node.child1 : node.child2;
        }
        const int sibling = index;
        const int oldParent = at(sibling).parent;
        const int newParent = allocate();
        at(newParent).parent = oldParent;
        at(newParent).box = Box::merged(leafBox, at(sibling).box);
        at(newParent).height = at(sibling).height + 1;
        at(newParent).child1 = sibling;
        at(newParent).child2 = leaf;
        at(sibling).parent = newParent;
        at(leaf).parent = newParent;
        if (oldParent != null) {
            if (at(oldParent).child1 == sibling)
                at(oldParent).child1 = newParent;
            else
                at(oldParent).child2 = newParent;
        } else {
            m_root = newParent;
        }
        refit(at(leaf).parent);
    }

    void removeLeaf(int leaf)
    {
        if (leaf == m_root) {
            m_root = null;
            return;
        }
        const int parent = at(leaf).parent;
        const int grandParent = at(parent).parent;
        const int sibling = at(parent).child1 == leaf ? at(parent).child2 : at(parent).child1;
        if (grandParent != null) {
            if (at(grandParent).child1 == parent)
                at(grandParent).child1 = sibling;
            else
                at(grandParent).child2 = sibling;
            at(sibling).parent = grandParent;
            release(parent);
            refit(grandParent);
        } else {
            m_root = sibling;
            at(sibling).parent = null;
            release(parent);
        }
    }

    // Walks up from index, rebalancing and refitting boxes and heights.
    void refit(int index)
    {
        while (index != null) {
            index = balance(index);
            Node &node = at(index);
            node.height = 1 + std::max(at(node.child1).height, at(node.child2).height);
            node.box = Box::merged(at(node.child1).box, at(node.child2).box);
            index = node.parent;
        }
    }

    void replaceChild(int parent, int from, int to)
    {
        if (parent == null)
            m_root = to;
        else if (at(parent).child1 == from)
            at(parent).child1 = to;
        else
            at(parent).child2 = to;
    }

    // b2DynamicTree::Balance: rotates the taller child up when the heights differ by
    // more than one; returns the subtree's new root.
    int balance(int iA)
    {
        if (at(iA).isLeaf() || at(iA).height < 2)
            return iA;
        const int iB = at(iA).child1;
        const int iC = at(iA).child2;
        const int difference = at(iC).height - at(iB).height;
        if (difference > 1)
            return rotateUp(iA, iC, iB, false);
        if (difference < -1)
            return rotateUp(iA, iB, iC, true);
        return iA;
    }

    // Makes child iUp of iA the subtree root; iStay is iA's other child. `upIsFirst`:
    // iUp is iA's child1.
    int rotateUp(int iA, int iUp, int iStay, bool upIsFirst)
    {
        Node &up = at(iUp);
        const int i1 = up.child1;
        const int i2 = up.child2;
        up.child1 = iA;
        up.parent = at(iA).parent;
        at(iA).parent = iUp;
        replaceChild(up.parent, iA, iUp);
        const bool firstTaller = at(i1).height > at(i2).height;
        const int keep = firstTaller ? i1 : i2; // stays under up
        const int move = firstTaller ? i2 : i1; // goes under A
        up.child2 = keep;
        if (upIsFirst)
            at(iA).child1 = move;
        else
            at(iA).child2 = move;
        at(move).parent = iA;
        Node &a = at(iA);
        a.box = Box::merged(at(iStay).box, at(move).box);
        a.height = 1 + std::max(at(iStay).height, at(move).height);
        up.box = Box::merged(a.box, at(keep).box);
        up.height = 1 + std::max(a.height, at(keep).height);
        return iUp;
    }

    double m_margin = 0.0;
    std::vector<Node> m_nodes;
    std::vector<int> m_leafOf; // per box
    std::vector<int> m_stack;
    int m_root = null;
    int m_free = null;
};

} // namespace hitbox::benchmarks
