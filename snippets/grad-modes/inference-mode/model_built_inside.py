import torch

torch.manual_seed(0)
with torch.inference_mode():
    model = torch.nn.Linear(2, 1)  # built (or loaded) inside inference mode
print("weight.is_inference():", model.weight.is_inference(), "| requires_grad:", model.weight.requires_grad)

loss = model(torch.ones(4, 2)).sum()
loss.backward()  # no error ...
print("bias.grad:  ", model.bias.grad)
print("weight.grad:", model.weight.grad)  # ... but the weight got no gradient
