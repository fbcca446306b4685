import torch

def try_view(name, t):
    try:
        print(f"{name:32s} ok, shape {tuple(torch.view_as_complex(t).shape)}")
    except RuntimeError as e:
        print(f"{name:32s} RuntimeError: {e}")

base = torch.arange(12.0)
try_view("(6, 2) contiguous", base.view(6, 2))
try_view("(4, 3): last size not 2", base.view(4, 3))
try_view("(2, 6).t(): last stride 6", base.view(2, 6).t())
try_view("(4, 3)[:, :2]: row stride 3", base.view(4, 3)[:, :2])
try_view("base[1:11].view(5, 2): offset 1", base[1:11].view(5, 2))
try_view("bfloat16 (6, 2)", base.view(6, 2).bfloat16())
try_view("int64 (6, 2)", torch.arange(12).view(6, 2))
try_view("(4, 3)[:, :2].contiguous()", base.view(4, 3)[:, :2].contiguous())
