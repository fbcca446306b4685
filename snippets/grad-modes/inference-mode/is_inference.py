import torch

normal = torch.ones(2, requires_grad=True)
with torch.inference_mode():
    a = normal * 2              # op result
    b = torch.empty(0)          # empty factory result
    c = torch.tensor(5)         # 0-d
    d = torch.zeros(2, requires_grad=True)  # requires_grad and inference at once

print("normal:", normal.is_inference())
print("op result:", a.is_inference(), "| empty:", b.is_inference(), "| 0-d:", c.is_inference())
print("factory with requires_grad=True:", d.is_inference(), "| requires_grad:", d.requires_grad)
print("torch.is_inference(a):", torch.is_inference(a))
print("a.clone() outside:", a.clone().is_inference())
