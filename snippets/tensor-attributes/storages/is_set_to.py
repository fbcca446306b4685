import torch

x = torch.arange(6.0)
y = torch.empty(0).set_(x)
cases = {"y = empty(0).set_(x)": y, "x[:]": x[:], "x.view(6)": x.view(6),
         "x.view(2, 3)": x.view(2, 3), "x[1:]": x[1:], "x.clone()": x.clone()}
for name, t in cases.items():
    print(f"{name:22} is_set_to(x): {t.is_set_to(x)!s:5}  shares storage: "
          f"{t.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()}")
