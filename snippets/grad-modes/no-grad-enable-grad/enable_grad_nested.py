import torch

x = torch.tensor([3.0], requires_grad=True)

with torch.no_grad():
    y_off = x * 2
    with torch.enable_grad():
        print("grad enabled in inner block:", torch.is_grad_enabled())
        y_on = x * 2
    print("grad enabled back in outer block:", torch.is_grad_enabled())

print("y_off.requires_grad:", y_off.requires_grad)
print("y_on.requires_grad:", y_on.requires_grad)
y_on.backward()
print("x.grad:", x.grad)
