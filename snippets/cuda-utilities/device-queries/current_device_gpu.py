# device: cuda
import torch

print("current_device():", torch.cuda.current_device())
print("torch.device('cuda') has index:", torch.device("cuda").index)  # None: "the current one"
print("a new 'cuda' tensor goes to:", torch.ones(1, device="cuda").device)
