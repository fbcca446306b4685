import torch

w = torch.ones(2, requires_grad=True)          # say, a weight you still train
frozen = torch.asarray(w, requires_grad=False)
print("same object:", frozen is w)
print("w.requires_grad is now:", w.requires_grad)

w2 = torch.ones(2, requires_grad=True)
safe = w2.detach()                             # a new tensor sharing memory
print("detach(): w2.requires_grad still", w2.requires_grad, "| shares memory:", safe.data_ptr() == w2.data_ptr())
