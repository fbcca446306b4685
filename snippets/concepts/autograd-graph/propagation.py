import torch

x = torch.randn(2)
y = torch.randn(2)
z = torch.randn(2, requires_grad=True)

a = x + y
b = a + z
print("a = x + y      requires_grad:", a.requires_grad)
print("b = a + z      requires_grad:", b.requires_grad)
with torch.no_grad():
    c = a + z
print("under no_grad  requires_grad:", c.requires_grad)
d = b.detach()
print("b.detach()     requires_grad:", d.requires_grad, "| shares memory:",
      d.data_ptr() == b.data_ptr())
print("z > 0          requires_grad:", (z > 0).requires_grad, "| z.argmax():",
      z.argmax().requires_grad, "(integer and bool results never do)")
