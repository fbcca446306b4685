import torch

samples = {
    "bool": torch.tensor([True, False]),
    "uint8": torch.tensor([1, 2], dtype=torch.uint8),
    "int64": torch.tensor([1, 2]),
    "float32": torch.tensor([1.0, 2.0]),
}
ops = {
    "a & a": lambda a: a & a,
    "a | a": lambda a: a | a,
    "a ^ a": lambda a: a ^ a,
    "~a": lambda a: ~a,
    "a << 1": lambda a: a << 1,
    "a >> 1": lambda a: a >> 1,
}
print("| operation | " + " | ".join(samples) + " |")
print("|---" * (len(samples) + 1) + "|")
for name, op in ops.items():
    cells = []
    for t in samples.values():
        try:
            cells.append("`" + str(op(t).dtype).replace("torch.", "") + "`")
        except Exception as e:
            cells.append(type(e).__name__)
    print(f"| `{name}` | " + " | ".join(cells) + " |")
