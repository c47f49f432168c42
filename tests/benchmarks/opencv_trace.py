#!/usr/bin/env python3
"""The OpenCV peer of bench_trace: cv2.findContours + cv2.approxPolyDP, the usual way of
tracing a sprite's alpha into polygons, on the same mask, in the same run.

    opencv_trace.py MASK.pgm VERTICES REPEATS

MASK.pgm: a binary PGM (P5), solid pixels 255. The approxPolyDP tolerance is the smallest
(by bisection) that gives at most VERTICES vertices in all, so both tracers are compared at
the same vertex count. Prints, in plain text for the C++ side:
    time SECONDS_FIND SECONDS_TOTAL EPSILON VERTICES
    outline INDEX x y x y ...   (one line per outer contour, INDEX its contour number)
    hole PARENT x y x y ...     (a hole of the outline numbered PARENT)
Coordinates are pixel-edge ones, as ours: OpenCV's pixel centres plus 0.5.
SECONDS_*: the median CPU time of REPEATS runs of findContours alone and of findContours
plus approxPolyDP over every contour.
"""
import sys
import time

import cv2
import numpy as np


def contours_of(binary):
    contours, hierarchy = cv2.findContours(binary, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_NONE)
    return contours, (hierarchy[0] if hierarchy is not None else np.zeros((0, 4), int))


def approximate(contours, epsilon):
    return [cv2.approxPolyDP(c, epsilon, True) for c in contours]


def vertex_count(approx):
    return sum(len(a) for a in approx if len(a) >= 3)


def median_seconds(work, repeats):
    times = []
    for _ in range(repeats):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    times.sort()
    return times[len(times) // 2]


def main():
    path, target, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    mask = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    if mask is None:
        sys.exit(f"{path}: cannot read")
    binary = (mask > 127).astype(np.uint8)
    contours, hierarchy = contours_of(binary)
    low, high = 0.0, 64.0
    for _ in range(40):
        middle = (low + high) / 2
        if vertex_count(approximate(contours, middle)) > target:
            low = middle
        else:
            high = middle
    epsilon = high
    approx = approximate(contours, epsilon)
    find = median_seconds(lambda: contours_of(binary), repeats)
    total = median_seconds(lambda: approximate(contours_of(binary)[0], epsilon), repeats)
    print(f"time {find} {total} {epsilon} {vertex_count(approx)}")
    for index, polygon in enumerate(approx):
        if len(polygon) < 3:
            continue
        parent = hierarchy[index][3]
        points = " ".join(f"{p[0][0] + 0.5} {p[0][1] + 0.5}" for p in polygon)
        if parent < 0:
            print(f"outline {index} {points}")
        else:
            print(f"hole {parent} {points}")


if __name__ == "__main__":
    main()
