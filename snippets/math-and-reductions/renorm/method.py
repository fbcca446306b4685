import torch

w = torch.tensor([[3.0, 4.0],
                  [1.0, 1.0]])
for p in [1, 2, float("inf")]:
    print(f"p={p}:", w.renorm(p, 0, 2.0).tolist())
# the method returns a new tensor and leaves w alone
r = w.renorm(2, 0, 1.0)
print("w unchanged:", w.tolist(), " new memory:", r.data_ptr() != w.data_ptr())

# [1, 1] has 1-norm 2, 2-norm 1.414, inf-norm 1: with maxnorm=1.2 only some p cap it
v = torch.tensor([[1.0, 1.0]])
for p in [1, 2, float("inf")]:
    print(f"[1, 1] with maxnorm=1.2, p={p}:", v.renorm(p, 0, 1.2).tolist())
