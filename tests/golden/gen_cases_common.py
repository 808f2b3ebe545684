"""Shared by the golden scripts: reads a fixture's scenario.txt."""


def scenario(path):
    info = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            k, _, v = line.partition(":")
            info[k.strip()] = v.strip()
    return info
