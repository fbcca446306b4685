import torch

x = torch.tensor([float("inf"), 1.0])
big = torch.nan_to_num(x)
print("nan_to_num(x)          :", big)
print("... * 2                :", big * 2, "(overflows again)")
print("... + 1e38             :", big + 1e38)
print("float16, posinf=1e6    :", torch.nan_to_num(x.half(), posinf=1e6), "(1e6 does not fit in float16)")
print("float32, posinf=1e40   :", torch.nan_to_num(x, posinf=1e40))
