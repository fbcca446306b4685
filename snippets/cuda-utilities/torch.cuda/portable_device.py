import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x = torch.randn(2, 3, device=device)
model = torch.nn.Linear(3, 1).to(device)
print("device:", device, "| x on", x.device, "| weight on", model.weight.device)
print("CUDA initialized:", torch.cuda.is_initialized())  # torch.cuda starts CUDA lazily
