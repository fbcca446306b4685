import torch

torch.manual_seed(2)
print("torch.initial_seed():", torch.initial_seed())
print("same as torch.default_generator.initial_seed():", torch.initial_seed() == torch.default_generator.initial_seed())
g = torch.Generator().manual_seed(99)          # any other generator keeps its own seed
print("g.initial_seed():", g.initial_seed(), " torch.initial_seed() still:", torch.initial_seed())
print("CUDA available here:", torch.cuda.is_available(), "(CUDA generators have torch.cuda.initial_seed())")
