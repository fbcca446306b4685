import torch

x = torch.arange(12.0).reshape(3, 4)
ops = {
    "x.view(4, 3)": lambda: x.view(4, 3),
    "x.reshape(4, 3)": lambda: x.reshape(4, 3),
    "x.t().reshape(12)": lambda: x.t().reshape(12),
    "x.flatten()": lambda: x.flatten(),
    "x[1]": lambda: x[1],
    "x[:, ::2]": lambda: x[:, ::2],
    "x[[0, 2]]": lambda: x[[0, 2]],
    "x[torch.tensor([1])]": lambda: x[torch.tensor([1])],
    "x[torch.tensor(1)]": lambda: x[torch.tensor(1)],  # 0-d: acts like the int 1
    "x[x > 5]": lambda: x[x > 5],
    "x.index_select(0, i)": lambda: x.index_select(0, torch.tensor([0, 2])),
    "x.contiguous()": lambda: x.contiguous(),
    "x.t().contiguous()": lambda: x.t().contiguous(),
    "x.clone()": lambda: x.clone(),
}
print("| expression | shares x's storage |")
print("|---|---|")
for name, f in ops.items():
    shared = f().untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
    print(f"| `{name}` | {'yes' if shared else 'no: a copy'} |")
