import torch

print("torch.amp:", ", ".join(n for n in dir(torch.amp) if not n.startswith("_")))
print("torch.autocast is torch.amp.autocast:", torch.autocast is torch.amp.autocast)
print("default autocast dtype, cpu:", torch.get_autocast_dtype("cpu"))
print("default autocast dtype, cuda:", torch.get_autocast_dtype("cuda"))
print("CUDA usable on this build:", torch.cuda.is_available())
