import torch

cl = torch.empty(2, 3, 4, 5).to(memory_format=torch.channels_last)
print("clone()                  :", cl.clone().stride())
print("empty_like()             :", torch.empty_like(cl).stride())
print("clone(contiguous_format) :", cl.clone(memory_format=torch.contiguous_format).stride())
t = torch.empty(3, 4).t()                                   # dense but transposed
print("transposed", t.stride(), "-> clone()", t.clone().stride())
gap = torch.empty(4, 6)[:, ::2]                              # has gaps: not dense
print("with gaps ", gap.stride(), "-> clone()", gap.clone().stride())
try:
    torch.empty(2, 3, memory_format=torch.preserve_format)
except RuntimeError as e:
    print("empty(memory_format=preserve_format):", e)
