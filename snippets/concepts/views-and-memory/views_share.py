import torch

t = torch.tensor([[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]])
views = {
    "t.view(4, 2)": t.view(4, 2),
    "t.t()": t.t(),
    "t[:, 1:3]": t[:, 1:3],
    "t[0]": t[0],
    "t.unsqueeze(0)": t.unsqueeze(0),
    "t[:, :1].expand(2, 3)": t[:, :1].expand(2, 3),
}
base_ptr = t.untyped_storage().data_ptr()
for name, v in views.items():
    shared = v.untyped_storage().data_ptr() == base_ptr
    print(f"{name:22s} shape {str(tuple(v.shape)):9s} shares storage: {shared}"
          f"  v._base is t: {v._base is t}")

v = t.view(4, 2)
v[0, 0] = 100.0  # a write through the view
print("t after writing v[0, 0]:\n", t)
