import torch

i32 = torch.tensor([1, 2], dtype=torch.int32)     # dimensioned
i8 = torch.tensor([1, 2], dtype=torch.int8)
f64_0d = torch.tensor(1.0, dtype=torch.float64)    # zero-dimensional
f64_1d = torch.tensor([1.0], dtype=torch.float64)
f64_empty = torch.empty(0, dtype=torch.float64)    # dimensioned, with no elements
i64_0d = torch.tensor(1)

cases = [
    ("int32 tensor, Python int", i32, 5),
    ("int32 tensor, Python float", i32, 1.5),
    ("int32 tensor, Python complex", i32, 1j),
    ("int32 tensor, 0-d int64 tensor", i32, i64_0d),
    ("int8 tensor, 0-d float64 tensor", i8, f64_0d),
    ("int8 tensor, 1-d float64 tensor", i8, f64_1d),
    ("int8 tensor, empty float64 tensor", i8, f64_empty),
    ("0-d int64 tensor, Python float", i64_0d, 1.5),
    ("Python int, Python float", 1, 2.0),
]
for label, x, y in cases:
    print(f"{label:<36} -> {torch.result_type(x, y)}")
print("check: (i8 * f64_0d).dtype =", (i8 * f64_0d).dtype)
