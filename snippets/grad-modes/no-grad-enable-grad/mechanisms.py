import torch

x = torch.ones(2, requires_grad=True)
rows = []


def record(name, y):
    rows.append(f"| {name} | {y.requires_grad} | {y.grad_fn is not None} | {y.is_inference()} |")


record("plain `x * 2`", x * 2)
with torch.no_grad():
    record("`x * 2` in `no_grad()`", x * 2)
with torch.set_grad_enabled(False):
    record("`x * 2` in `set_grad_enabled(False)`", x * 2)
with torch.no_grad(), torch.enable_grad():
    record("`x * 2` in `no_grad()` + `enable_grad()`", x * 2)
with torch.inference_mode():
    record("`x * 2` in `inference_mode()`", x * 2)
record("`(x * 2).detach()`", (x * 2).detach())

print("| computation | requires_grad | grad_fn recorded | is_inference() |")
print("|---|---|---|---|")
print("\n".join(rows))
