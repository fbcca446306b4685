import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(32, 8, requires_grad=True)
W = torch.randn(50, 8, requires_grad=True)
y = torch.randint(0, 50, (32,))

loss = F.linear_cross_entropy(x, W, y, options=nn.LinearCrossEntropyOptions())
loss.backward(retain_graph=True)
try:
    loss.backward()
except RuntimeError as e:
    print("second backward -> RuntimeError:", e)

loss = F.linear_cross_entropy(x, W, y, options=nn.LinearCrossEntropyOptions(allow_retain_graph=True))
loss.backward(retain_graph=True)
loss.backward()
print("allow_retain_graph=True: two backward calls ran")
