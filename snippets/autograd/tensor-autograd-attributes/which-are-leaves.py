import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)   # created by the user, requires grad
b = torch.tensor([1.0, 2.0])                       # requires_grad=False
c = a * 2                                          # result of an op on a
d = b * 2                                          # result of an op on b (nothing tracked)
e = torch.nn.Linear(2, 1).weight                   # a parameter
f = a.double()                                     # a dtype cast is a recorded op too

print("| tensor | requires_grad | is_leaf | grad_fn |")
print("|---|---|---|---|")
for name, t in [("a = tensor(..., requires_grad=True)", a), ("b = tensor(...)", b), ("c = a * 2", c),
                ("d = b * 2", d), ("e = Linear(2, 1).weight", e), ("f = a.double()", f)]:
    fn = t.grad_fn.name() if t.grad_fn is not None else "None"
    print(f"| `{name}` | {t.requires_grad} | {t.is_leaf} | {fn} |")
