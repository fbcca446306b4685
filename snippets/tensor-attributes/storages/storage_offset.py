import torch

x = torch.arange(12).reshape(3, 4)
for name, t in [("x", x), ("x[1]", x[1]), ("x[1, 2:]", x[1, 2:]), ("x[:, 3]", x[:, 3]),
                ("x[1:][1:]", x[1:][1:]), ("x[1].clone()", x[1].clone())]:
    print(f"{name:13} storage_offset = {t.storage_offset():2}  first value = {t.flatten()[0].item()}")
print("offset counts elements: x[1] is", x[1].data_ptr() - x.data_ptr(), "bytes in =",
      x[1].storage_offset(), "*", x.element_size())
