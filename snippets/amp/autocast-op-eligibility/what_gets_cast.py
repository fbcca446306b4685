import torch

a, b = torch.randn(4, 4), torch.randn(4, 4)
i = torch.ones(2, 2, dtype=torch.int64)
with torch.autocast("cpu", dtype=torch.bfloat16):
    print("float32 @ float32:", (a @ b).dtype)
    print("float64 @ float64:", (a.double() @ b.double()).dtype)  # float64 is never cast
    print("int64 @ int64:", (i @ i).dtype)  # integer tensors are never cast
    try:
        a @ b.double()  # only the float32 argument is cast to bfloat16
    except RuntimeError as err:
        print("float32 @ float64:", err)
