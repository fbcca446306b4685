import torch

w = torch.tensor([[3.0, 4.0],
                  [0.1, 0.2]])
ptr = w.data_ptr()
ret = w.renorm_(2, 0, 1.0)
print("returns self:", ret is w, " same memory:", w.data_ptr() == ptr)
print(w)

# typical use: cap the rows of a weight after an optimizer step, outside autograd
weight = torch.nn.Parameter(torch.tensor([[6.0, 8.0], [0.5, 0.5]]))
try:
    weight.renorm_(2, 0, 1.0)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    weight.renorm_(2, 0, 1.0)
print("under no_grad:", weight.data)
