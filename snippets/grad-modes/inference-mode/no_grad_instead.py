import torch

w = torch.ones(3, requires_grad=True)

# features precomputed once, then used in training: no_grad results are normal tensors
with torch.no_grad():
    feats = torch.arange(3.0) * 2
print("feats.is_inference():", feats.is_inference())
(w * feats).sum().backward()
print("w.grad:", w.grad)

# the same precomputation under inference_mode would need a clone before use
with torch.inference_mode():
    feats_inf = torch.arange(3.0) * 2
w.grad = None
(w * feats_inf.clone()).sum().backward()
print("w.grad with a clone of the inference tensor:", w.grad)
